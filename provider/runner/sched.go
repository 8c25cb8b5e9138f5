package runner

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/placement"
)

// Placement and preemption.
//
// A job asks for Job.GPUs GPUs and Job.VRAMMiB of VRAM on each. The scheduler keeps the node's
// free capacity as a placement.Node: each GPU's free share in milli-GPU (a one-GPU job takes
// ceil(VRAMMiB / VRAM of the smallest device x 1000) of one device that holds its VRAM, the
// whole device when it names no VRAM; a multi-GPU job takes whole devices), and the CPU slots
// (Config.CPUSlots, one per GPU-less run) as CPU milli-cores. Jobs are bin-packed best-fit (the
// device left with the least free share). Config.Slots still caps concurrent runs per class.
// Admit tells whether a job can be placed (for burst: now); EarliestStart estimates when a new
// job would start behind the queue; the daemon declines proposals with their reasons.
//
// Burst headroom: Config.BurstHeadroom devices (GPUs; on a node without GPUs, CPU slots) are kept
// for burst work. A batch or zk placement that would leave fewer fully free devices than that
// waits instead.
//
// Preemption: a burst job that does not fit stops batch runs — those with the most slack before
// their deadline first, and only those that can still make their deadline after waiting for the
// burst job — until it fits. The batch run's context is canceled with cause ErrPreempted; exec
// jobs get SIGTERM, Config.StopGrace to checkpoint into GPUMESH_CHECKPOINT_DIR, then SIGKILL; a
// wasm run is restarted from scratch (it has no checkpoint hook). The preempted job's record is
// persisted (still running, Preemptions+1, Requeued = now) before its resources are released to
// the burst job; the job then waits in the queue and runs again when capacity frees up. Waiting
// jobs are served burst first, then earliest deadline first.

// ErrPreempted is the cause a batch run's context is canceled with when a burst job takes its place.
var ErrPreempted = errors.New("runner: preempted by burst work")

// ErrNoFit classifies jobs this node cannot place (Admit, Submit).
var ErrNoFit = errors.New("runner: job does not fit this provider")

// BurstClass is the class that may preempt; PreemptibleClass is the class that may be preempted.
const (
	BurstClass       = "burst"
	PreemptibleClass = "batch"
)

// Device is a GPU the runner places jobs on.
type Device struct {
	ID      string // what CUDA_VISIBLE_DEVICES takes (the NVML index)
	Model   string
	VRAMMiB uint64
}

// request is a run waiting for capacity.
type request struct {
	id       contracts.JobID
	class    string
	task     placement.Task
	vram     uint64 // MiB per GPU
	deadline time.Time
	wall     time.Duration
	seq      uint64
	stop     context.CancelCauseFunc
	ch       chan *grant // buffered 1
}

// grant is capacity held by a run.
type grant struct {
	id       contracts.JobID
	class    string
	task     placement.Task
	pl       placement.Placement
	devices  []string
	deadline time.Time
	wall     time.Duration
	seq      uint64
	started  time.Time
	stop     context.CancelCauseFunc
	evicting bool
	released bool
}

type sched struct {
	devs     []Device
	cpuSlots int
	headroom int
	slots    map[string]int
	now      func() time.Time
	onEvict  func(victim *grant, forID contracts.JobID) // metrics, logs, test hooks; called with mu held
	onUse    func(n *placement.Node)                    // metrics: the free capacity changed; mu held

	mu      sync.Mutex
	free    placement.Node
	used    map[string]int
	running map[contracts.JobID]*grant
	waiting []*request
	seq     uint64
}

func newSched(devs []Device, cpuSlots, headroom int, slots map[string]int, now func() time.Time) (*sched, error) {
	s := &sched{devs: devs, cpuSlots: cpuSlots, headroom: headroom, slots: slots, now: now,
		used: map[string]int{}, running: map[contracts.JobID]*grant{}}
	s.free = s.total()
	if headroom < 0 {
		return nil, fmt.Errorf("runner: BurstHeadroom = %d; use 0 or more", headroom)
	}
	units := len(devs)
	what := "GPUs"
	if units == 0 {
		units, what = cpuSlots, "CPU slots"
	}
	if headroom > units {
		return nil, fmt.Errorf("runner: BurstHeadroom = %d exceeds the node's %d %s; lower it", headroom, units, what)
	}
	for _, d := range devs {
		if d.ID == "" {
			return nil, errors.New("runner: a device has no ID; use the NVML index")
		}
	}
	return s, nil
}

func (s *sched) total() placement.Node {
	n := placement.Node{GPUMilli: make([]int64, len(s.devs)), CPUMilli: int64(s.cpuSlots) * 1000, MemMiB: math.MaxInt64}
	for i := range s.devs {
		n.GPUMilli[i] = placement.MilliPerGPU
	}
	return n
}

// task turns a job's request into a placement task.
func (s *sched) task(j Job) (placement.Task, error) {
	n := j.GPUs
	if n < 0 {
		return placement.Task{}, fmt.Errorf("%w: gpus = %d", ErrBadJob, n)
	}
	if n == 0 {
		return placement.Task{CPUMilli: 1000}, nil
	}
	if n > len(s.devs) {
		return placement.Task{}, fmt.Errorf("%w: the job needs %d GPU(s), this provider has %d", ErrNoFit, n, len(s.devs))
	}
	minVRAM, maxVRAM := uint64(math.MaxUint64), uint64(0)
	for _, d := range s.devs {
		minVRAM, maxVRAM = min(minVRAM, d.VRAMMiB), max(maxVRAM, d.VRAMMiB)
	}
	if maxVRAM > 0 && j.VRAMMiB > maxVRAM {
		return placement.Task{}, fmt.Errorf("%w: the job needs %d MiB of VRAM per GPU, the largest GPU here has %d MiB", ErrNoFit, j.VRAMMiB, maxVRAM)
	}
	t := placement.Task{GPUs: n, GPUMilli: placement.MilliPerGPU}
	if n == 1 && j.VRAMMiB > 0 && minVRAM > 0 {
		// The share of the smallest device: on a larger one it over-reserves, never over-commits.
		t.GPUMilli = min(placement.MilliPerGPU, max(1, int64((j.VRAMMiB*placement.MilliPerGPU+minVRAM-1)/minVRAM)))
	}
	return t, nil
}

// freeUnits is the number of fully free devices (GPUs, else CPU slots) on n.
func (s *sched) freeUnits(n *placement.Node) int {
	if len(s.devs) > 0 {
		return n.FullyFree()
	}
	return int(n.CPUMilli / 1000)
}

// candidates lists the placements of r on n on devices that hold its VRAM.
func (s *sched) candidates(n *placement.Node, r *request) []placement.Placement {
	t := &r.task
	if t.CPUMilli > n.CPUMilli {
		return nil
	}
	ok := func(i int) bool { return s.devs[i].VRAMMiB == 0 || s.devs[i].VRAMMiB >= r.vram }
	switch {
	case t.GPUs == 0:
		return []placement.Placement{{}}
	case t.GPUs == 1:
		var out []placement.Placement
		for i, g := range n.GPUMilli {
			if g >= t.GPUMilli && ok(i) {
				out = append(out, placement.Placement{GPUs: []int{i}, Milli: t.GPUMilli})
			}
		}
		return out
	default:
		p := placement.Placement{Milli: placement.MilliPerGPU}
		for i, g := range n.GPUMilli {
			if g == placement.MilliPerGPU && ok(i) && len(p.GPUs) < t.GPUs {
				p.GPUs = append(p.GPUs, i)
			}
		}
		if len(p.GPUs) < t.GPUs {
			return nil
		}
		return []placement.Placement{p}
	}
}

// fit chooses a placement of r on n, best fit (least free share left on the device), keeping
// the burst headroom unless r is burst.
func (s *sched) fit(n *placement.Node, r *request) (placement.Placement, bool) {
	cands := s.candidates(n, r)
	best, bestFree := -1, int64(math.MaxInt64)
	for i, c := range cands {
		if r.class != BurstClass && s.headroom > 0 {
			tmp := n.Clone()
			if tmp.Apply(&r.task, c) != nil || s.freeUnits(&tmp) < s.headroom {
				continue
			}
		}
		free := int64(0)
		if len(c.GPUs) == 1 {
			free = n.GPUMilli[c.GPUs[0]]
		}
		if free < bestFree {
			best, bestFree = i, free
		}
	}
	if best < 0 {
		return placement.Placement{}, false
	}
	return cands[best], true
}

// admitStatic checks whether j can ever be placed here (on an empty node, keeping the headroom
// unless it is burst). The error names the reason.
func (s *sched) admitStatic(j Job) error {
	if s.slots[j.Class] <= 0 {
		return fmt.Errorf("%w: class %q has no slots on this provider (runner.slots.%s)", ErrNoFit, j.Class, j.Class)
	}
	t, err := s.task(j)
	if err != nil {
		return err
	}
	r := &request{id: j.ID, class: j.Class, task: t, vram: j.VRAMMiB, deadline: j.Deadline, wall: j.Limits.WallTime}
	empty := s.total()
	if _, ok := s.fit(&empty, r); !ok {
		if r.class != BurstClass && s.headroom > 0 {
			units, what := len(s.devs), "GPU(s)"
			if units == 0 {
				units, what = s.cpuSlots, "CPU slot(s)"
			}
			return fmt.Errorf("%w: %s work may use %d of this provider's %d %s (offer.burst_headroom = %d keeps the rest for burst jobs); the job needs %d",
				ErrNoFit, j.Class, units-s.headroom, units, what, s.headroom, max(t.GPUs, 1))
		}
		return fmt.Errorf("%w: the job needs %d GPU(s) with %d MiB of VRAM each, which no device combination here holds", ErrNoFit, t.GPUs, j.VRAMMiB)
	}
	return nil
}

// admit is admitStatic plus, for burst, whether the job can be placed now.
func (s *sched) admit(j Job) error {
	if err := s.admitStatic(j); err != nil {
		return err
	}
	if j.Class != BurstClass {
		return nil
	}
	t, _ := s.task(j)
	r := &request{id: j.ID, class: j.Class, task: t, vram: j.VRAMMiB, deadline: j.Deadline, wall: j.Limits.WallTime}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.used[j.Class] >= s.slots[j.Class] {
		return fmt.Errorf("%w: all %d %s slot(s) are busy (runner.slots.%s)", ErrNoFit, s.slots[j.Class], j.Class, j.Class)
	}
	virt := s.virtual()
	if _, ok := s.fit(&virt, r); ok {
		return nil
	}
	if _, ok := s.plan(&virt, r); ok {
		return nil
	}
	return fmt.Errorf("%w: every device a burst job could use is held by burst or zk work, or by batch work that would miss its deadline if preempted", ErrNoFit)
}

// virtual is the free capacity once the runs being evicted have released theirs.
func (s *sched) virtual() placement.Node {
	v := s.free.Clone()
	for _, g := range s.running {
		if g.evicting {
			v.Release(&g.task, g.pl)
		}
	}
	return v
}

// plan chooses batch runs to evict so that r fits on v (the virtual free capacity): the most
// slack before their deadline first.
func (s *sched) plan(v *placement.Node, r *request) ([]*grant, bool) {
	now := s.now()
	var cands []*grant
	for _, g := range s.running {
		if g.class != PreemptibleClass || g.evicting {
			continue
		}
		// Only a run that can still make its deadline after waiting for the burst job.
		if g.wall > 0 && now.Add(r.wall+g.wall).After(g.deadline) {
			continue
		}
		cands = append(cands, g)
	}
	slices.SortFunc(cands, func(a, b *grant) int {
		sa, sb := a.deadline.Sub(now)-a.wall, b.deadline.Sub(now)-b.wall
		if c := sa - sb; c != 0 {
			if c < 0 {
				return -1
			}
			return 1
		}
		return int(a.seq) - int(b.seq)
	})
	// Evict from the end (most slack) until r fits, as placement.PlanPreemption does, but with
	// this scheduler's fit (VRAM per device, best fit).
	tmp := v.Clone()
	var out []*grant
	for i := len(cands) - 1; i >= 0; i-- {
		tmp.Release(&cands[i].task, cands[i].pl)
		out = append(out, cands[i])
		if _, ok := s.fit(&tmp, r); ok {
			return out, true
		}
	}
	return nil, false
}

// acquire waits until r can be placed and returns its grant; stop cancels the run when it is
// preempted.
func (s *sched) acquire(ctx context.Context, j Job, stop context.CancelCauseFunc) (*grant, error) {
	r, err := s.enqueue(j, stop)
	if err != nil {
		return nil, err
	}
	return s.wait(ctx, r)
}

// enqueue queues j and serves the queue: when j fits now, r.ch already holds its grant.
func (s *sched) enqueue(j Job, stop context.CancelCauseFunc) (*request, error) {
	t, err := s.task(j)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	r := &request{id: j.ID, class: j.Class, task: t, vram: j.VRAMMiB, deadline: j.Deadline, wall: j.Limits.WallTime,
		seq: s.seq, stop: stop, ch: make(chan *grant, 1)}
	s.waiting = append(s.waiting, r)
	s.dispatchLocked()
	return r, nil
}

// wait returns r's grant, or gives r up when ctx ends.
func (s *sched) wait(ctx context.Context, r *request) (*grant, error) {
	select {
	case g := <-r.ch:
		return g, nil
	case <-ctx.Done():
		s.mu.Lock()
		defer s.mu.Unlock()
		select {
		case g := <-r.ch: // granted meanwhile: give it back
			s.releaseLocked(g)
		default:
			s.waiting = slices.DeleteFunc(s.waiting, func(w *request) bool { return w == r })
		}
		s.dispatchLocked()
		return nil, ctx.Err()
	}
}

// release returns g's capacity and serves the queue. Idempotent.
func (s *sched) release(g *grant) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.releaseLocked(g)
	s.dispatchLocked()
}

func (s *sched) releaseLocked(g *grant) {
	if g.released {
		return
	}
	g.released = true
	s.free.Release(&g.task, g.pl)
	s.used[g.class]--
	delete(s.running, g.id)
	if s.onUse != nil {
		s.onUse(&s.free)
	}
}

func less(a, b *request) int {
	if (a.class == BurstClass) != (b.class == BurstClass) {
		if a.class == BurstClass {
			return -1
		}
		return 1
	}
	if c := a.deadline.Compare(b.deadline); c != 0 {
		return c
	}
	return cmp.Compare(a.seq, b.seq)
}

// dispatchLocked grants what fits, burst first then earliest deadline, and starts evictions for
// burst requests that do not fit. Capacity that evictions will free is reserved for the burst
// requests they were started for: other requests must fit without it.
func (s *sched) dispatchLocked() {
	slices.SortStableFunc(s.waiting, less)
	virt := s.virtual()
	kept := s.waiting[:0]
	for _, r := range s.waiting {
		if s.used[r.class] >= s.slots[r.class] {
			kept = append(kept, r)
			continue
		}
		if pl, ok := s.fit(&s.free, r); ok {
			if tmp := virt.Clone(); tmp.Apply(&r.task, pl) == nil {
				virt = tmp
				s.grantLocked(r, pl)
				continue
			}
		}
		kept = append(kept, r)
		if r.class != BurstClass {
			continue
		}
		// Reserve on the virtual node what this burst request will take once evictions finish.
		if pl, ok := s.fit(&virt, r); ok {
			_ = virt.Apply(&r.task, pl)
			continue
		}
		victims, ok := s.plan(&virt, r)
		if !ok {
			continue
		}
		for _, g := range victims {
			g.evicting = true
			virt.Release(&g.task, g.pl)
			if s.onEvict != nil {
				s.onEvict(g, r.id)
			}
			g.stop(ErrPreempted)
		}
		if pl, ok := s.fit(&virt, r); ok {
			_ = virt.Apply(&r.task, pl)
		}
	}
	clear(s.waiting[len(kept):])
	s.waiting = kept
}

func (s *sched) grantLocked(r *request, pl placement.Placement) {
	if err := s.free.Apply(&r.task, pl); err != nil {
		panic("runner: scheduler granted a placement that does not apply: " + err.Error()) // invariant
	}
	s.used[r.class]++
	g := &grant{id: r.id, class: r.class, task: r.task, pl: pl, deadline: r.deadline, wall: r.wall,
		seq: r.seq, started: s.now(), stop: r.stop}
	for _, i := range pl.GPUs {
		g.devices = append(g.devices, s.devs[i].ID)
	}
	s.running[r.id] = g
	if s.onUse != nil {
		s.onUse(&s.free)
	}
	r.ch <- g
}

// estimateStart estimates when j would start if it were queued now, by playing the queue
// forward: each running run ends when its wall-time limit would end it (an upper bound), the
// waiting runs served before j (burst, then earlier deadlines) take capacity as it frees, and j
// starts at the first moment it fits. ok is false when it would never fit.
func (s *sched) estimateStart(j Job) (time.Time, bool) {
	starts, ok := s.simulate(j, nil)
	if !ok {
		return time.Time{}, false
	}
	return starts[j.ID], true
}

// simulate plays the queue forward as estimateStart does, with the jobs in extra (capacity
// reserved for acceptances not yet opened, see Runner.EarliestStartWith) queued after the
// waiting runs in the same order (burst, then earlier deadlines), and me among them when it is
// not nil-ID. It returns when each queued run would start (by id; waiting runs ahead of the last
// of them included). ok is false when one of them would never fit.
func (s *sched) simulate(me Job, extra []Job) (map[contracts.JobID]time.Time, bool) {
	var queue []*request
	mk := func(j Job, seq uint64) (*request, bool) {
		t, err := s.task(j)
		if err != nil {
			return nil, false
		}
		return &request{id: j.ID, class: j.Class, task: t, vram: j.VRAMMiB, deadline: j.Deadline, wall: j.Limits.WallTime, seq: seq}, true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, j := range extra {
		r, ok := mk(j, s.seq+1+uint64(i))
		if !ok {
			return nil, false
		}
		queue = append(queue, r)
	}
	if me.ID != (contracts.JobID{}) {
		r, ok := mk(me, s.seq+1+uint64(len(extra)))
		if !ok {
			return nil, false
		}
		queue = append(queue, r)
	}
	now := s.now()
	node := s.free.Clone()
	used := maps.Clone(s.used)
	type end struct {
		at    time.Time
		class string
		task  placement.Task
		pl    placement.Placement
	}
	var ends []end
	for _, g := range s.running {
		ends = append(ends, end{at: later(g.started.Add(g.wall), now), class: g.class, task: g.task, pl: g.pl})
	}
	// Waiting runs served before the last of the queued ones matter; the rest never delay them.
	var last *request
	for _, r := range queue {
		if last == nil || less(r, last) > 0 {
			last = r
		}
	}
	for _, w := range s.waiting {
		if last != nil && less(w, last) < 0 {
			queue = append(queue, w)
		}
	}
	slices.SortStableFunc(queue, less)
	starts := map[contracts.JobID]time.Time{}
	for at := now; len(queue) > 0; {
		var next []*request
		for _, r := range queue {
			if used[r.class] < s.slots[r.class] {
				if pl, ok := s.fit(&node, r); ok {
					starts[r.id] = at
					_ = node.Apply(&r.task, pl)
					used[r.class]++
					ends = append(ends, end{at: at.Add(r.wall), class: r.class, task: r.task, pl: pl})
					continue
				}
			}
			next = append(next, r)
		}
		queue = next
		if len(queue) == 0 {
			break
		}
		if len(ends) == 0 {
			return nil, false
		}
		i := 0
		for k := range ends {
			if ends[k].at.Before(ends[i].at) {
				i = k
			}
		}
		e := ends[i]
		ends = slices.Delete(ends, i, i+1)
		at = later(at, e.at)
		node.Release(&e.task, e.pl)
		used[e.class]--
	}
	return starts, true
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// Usage is a snapshot of the node's capacity for status.
type Usage struct {
	// GPUs: per device, the share in use in milli-GPU (1000 = whole device).
	GPUs []DeviceUsage `json:"gpus,omitempty"`
	// CPUSlots in use and configured (GPU-less runs).
	CPUSlotsUsed  int            `json:"cpu_slots_used"`
	CPUSlots      int            `json:"cpu_slots"`
	BurstHeadroom int            `json:"burst_headroom"`
	ByClass       map[string]int `json:"running_by_class"`
	Waiting       int            `json:"waiting"`
	Evicting      int            `json:"evicting"`
}

// DeviceUsage is one GPU's use.
type DeviceUsage struct {
	ID        string   `json:"id"`
	Model     string   `json:"model,omitempty"`
	VRAMMiB   uint64   `json:"vram_mib,omitempty"`
	UsedMilli int64    `json:"used_milli"`
	Jobs      []string `json:"jobs,omitempty"`
}

func (s *sched) usage() Usage {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := Usage{CPUSlots: s.cpuSlots, CPUSlotsUsed: s.cpuSlots - int(s.free.CPUMilli/1000),
		BurstHeadroom: s.headroom, ByClass: map[string]int{}, Waiting: len(s.waiting)}
	for i, d := range s.devs {
		du := DeviceUsage{ID: d.ID, Model: d.Model, VRAMMiB: d.VRAMMiB, UsedMilli: placement.MilliPerGPU - s.free.GPUMilli[i]}
		for _, g := range s.running {
			if slices.Contains(g.pl.GPUs, i) {
				du.Jobs = append(du.Jobs, g.id.String())
			}
		}
		slices.Sort(du.Jobs)
		u.GPUs = append(u.GPUs, du)
	}
	for c, n := range s.used {
		if n > 0 {
			u.ByClass[c] = n
		}
	}
	for _, g := range s.running {
		if g.evicting {
			u.Evicting++
		}
	}
	return u
}
