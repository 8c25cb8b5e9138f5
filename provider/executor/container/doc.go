// Package container runs a job as an OCI/Docker image on a Docker Engine, driven through the
// Engine API by the official Go client (github.com/moby/moby/client), for the CUDA, PyTorch and
// JAX programs that cannot be wasm modules. It implements [executor.Executor].
//
// # Engine
//
// The engine is local: it is reached over a unix socket ([Config.Host]) and bind-mounts the
// job's host directories, so it must run on the same machine as the daemon. [Executor.Check]
// pings it, negotiates the API version (never below [MinAPIVersion], the version of Debian's
// docker.io 20.10) and fails with [ErrEngineUnavailable] or [ErrEngineTooOld]; Run does the same
// check before its first job. There is no fallback to another executor.
//
// # Images
//
// [executor.Job.Module] names the image, in one of two forms:
//
//   - An absolute host path of an image archive in the format `docker save` writes (a tar with
//     manifest.json, the image config and one uncompressed tar per layer): the caller fetched
//     it by CID. Before anything reaches the engine the archive is checked: its size against
//     [Config.MaxImageBytes]; every entry name stays inside the archive; manifest.json and the
//     config are regular files within size bounds; exactly one image; the config's digest (the
//     image ID) matches the name the archive gives it and [RunOptions.ImageID] when set. The
//     archive is then streamed to the engine with its tags removed (a loaded archive can never
//     retag an image the host already has), while the layers are parsed: a compressed layer, or
//     layers whose files add up to more than MaxImageBytes, abort the load before the engine
//     unpacks anything. The engine's image ID must equal the config digest
//     ([ErrDigestMismatch]). Images are cached by that ID: a second run of the same archive
//     loads nothing.
//   - A registry reference pinned by digest, name@sha256:<64 hex>. A reference with only a tag
//     is refused with [ErrTagNotPinned]. The image is pulled (unless [Config.NoPull]) and the
//     engine verifies the manifest digest; its size is checked after the pull.
//
// [Executor.ScanArchive] makes every check of an archive above, layers included, without an
// engine, and [Executor.SaveImage] writes an image the engine holds as such an archive:
// `gpumesh content add-image` uses both to make an image's CID.
//
// Every image this package brings in is tagged [GCRepository]:<id hex> so that [Executor.GC]
// can find and remove the ones the caller no longer keeps, also after a restart.
//
// The container runs the image's entrypoint, or [RunOptions.Entrypoint] (the job spec's
// entrypoint) when set, with [executor.Job.Args] as its command.
//
// # Sandbox (the defaults; nothing in a job can turn them off)
//
//   - Network: NetworkMode none (only a loopback device). A job gets the engine's bridge network
//     only when it asks ([RunOptions.Egress]) and [Config.Egress] allows it.
//   - File system: the image's root file system is read-only; inputs are bind-mounted read-only
//     (non-recursive, private propagation); the output directory is the one writable bind mount,
//     at /out; /tmp is a tmpfs of [Config.TmpBytes]; /dev/shm is [Config.ShmBytes]. No other host
//     path is mounted and the engine socket is never inside.
//   - Identity: the process runs as [Config.User] (default 65534:65534, nobody), with every
//     capability dropped, no-new-privileges (a setuid binary in the image gains nothing) and the
//     engine's default seccomp profile.
//   - Limits from [executor.Limits]: memory (swap disabled, an OOM kill ends the run with
//     [executor.ReasonMemoryLimit]), PIDs (pids cgroup; a fork bomb stalls at the limit, see
//     Denials), CPUs ([Config.CPUs]), CPU time (RLIMIT_CPU), wall time (the container is killed,
//     [executor.ReasonTimeLimit]).
//   - Output quota: RLIMIT_FSIZE caps each file at Limits.OutDirBytes+1 while the job writes, a
//     watcher walks /out every [Config.QuotaInterval] and kills the container once the quota is
//     crossed ([executor.ReasonOutputQuota]), and [executor.CheckOutput] checks the final tree and
//     removes anything that is not a regular file or directory (a symbolic link to a host path
//     is removed and reported as a sandbox denial).
//   - Logs: the container's log driver is "none" (nothing accumulates on the engine's disk);
//     stdout and stderr are read from an attach stream, kept up to Limits.OutputBytes each, and
//     copied to the caller's writers ([RunOptions.Stdout], [RunOptions.Stderr], else
//     executor.Job's) as they arrive: the provider serves them live to the job's requester
//     (market/joblogs, `gpumesh job logs --follow`).
//   - GPUs: exactly the devices placement chose ([executor.Job.Devices], NVML indices or UUIDs)
//     reach the container, as [Config.GPUAccess] says: [GPUAccessRuntime] (default) makes one
//     DeviceRequest for the "nvidia" driver, which the NVIDIA Container Toolkit serves;
//     [GPUAccessCDI] names them as CDI devices ([Config.CDIKind]=<id>) for engines with CDI on;
//     [GPUAccessDevices] passes their device nodes and the driver's control nodes (cgroup "rw"
//     for those nodes only) and mounts the driver's user-space libraries read-only into
//     [LibraryDir] and nvidia-smi into /usr/bin ([Config.DirectGPUs], which the provider reads
//     through NVML), for hosts without the toolkit. NVIDIA_VISIBLE_DEVICES lists the devices;
//     without devices there is no request, no node and no driver file, and
//     NVIDIA_VISIBLE_DEVICES=void, which overrides an image that asks for "all".
//     [GPUAccessDevices] serves images whose dynamic linker searches LibraryDir (the Debian and
//     Ubuntu bases of the CUDA images); a musl or RHEL-family image needs the toolkit.
//   - Every run removes its container, whatever happened.
//
// # Denials
//
// The executor reports a denial only where it observes it itself, from outside the container,
// never on the job's word (its output, its exit status). What it observes:
//
//   - Network: it holds the container's network namespace open from the start of the run
//     (/proc/<pid>/ns/net) and reads the kernel's Ip OutNoRoutes and Ip6OutNoRoutes counters of
//     that namespace at the end. With network none every attempt to reach an address outside
//     the container (a connect, a UDP send, a DNS query to a non-loopback server) fails with
//     ENETUNREACH and is counted there; the job cannot reset the counters or leave the namespace
//     (no CAP_SYS_ADMIN). Connections to the container's own loopback are the job's business and
//     are not counted. Reading needs CAP_SYS_ADMIN (setns); without it the result lacks
//     "observed:netns-no-route".
//   - PIDs: the container's pids.events (found from /proc/<pid>/cgroup) is read every
//     20 ms and, on cgroup v2, watched with inotify (the kernel notifies each refused
//     fork, and the event outlives the cgroup); on cgroup v1 a job that hits the limit and exits
//     within one interval is missed.
//   - File system: at the end the engine's diff of the container's own file system (the
//     read-only root) must hold nothing but the mount points of the sandbox's mounts; anything
//     else means a sandbox setting did not hold, and the run is sandbox_denied whatever its exit
//     status (the change went with the container). The result lists "observed:rootfs-diff".
//   - Output: links and special files in /out are removed ([executor.CheckOutput]).
//
// Each observed denial is a [executor.Result.Denied] entry. A run that failed after one ends
// with [executor.ReasonSandboxDenied]; one that handled it and exited 0 stays ok with it listed
// (as wasm does). The observers start right after the container does: a job that acts and exits
// before they start is not observed (a network attempt in the first milliseconds of a run).
//
// The other denials are invisible from outside: a write to the read-only root or to an input
// (EROFS), opening a path that is not mounted (the engine socket, another process's /proc entry
// in a private PID namespace), setuid(2) without capabilities (EPERM), a setuid binary under
// no-new-privileges (it runs as the sandbox user). The kernel answers the job with an error and
// counts nothing; the run ends as the job decides (usually exit_status). That these attempts fail
// and change nothing outside the job's directories is what the tests show: each attempt runs in
// the sandbox and again with its setting switched off, where the same check sees it succeed.
//
// # Limits of the sandbox
//
// A container shares the host's kernel: a kernel bug reachable through the default seccomp
// profile is an escape, which a wasm job does not have. The output quota is enforced exactly only
// per file; in total it is checked every QuotaInterval, so a job can overshoot by what it writes
// in one interval before it is killed. Inputs must be readable by the sandbox user.
//
// # Determinism
//
// The executor adds no nondeterminism of its own: the environment is fixed (GPUMESH_SEED is the
// job's seed in hex), the network is off, and the image is pinned by digest. Whether a program
// gives the same /out for the same image, input and seed is the program's property.
package container
