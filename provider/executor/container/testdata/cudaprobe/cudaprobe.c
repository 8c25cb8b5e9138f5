// cudaprobe runs inside a container on a GPU that the container executor passed through. It
// reaches the GPU through the NVIDIA driver API (libcuda.so.1, loaded at run time: the image
// carries no driver), adds two vectors on every visible device with a PTX kernel that the
// driver compiles, checks the sums, and writes what it saw to /out/cuda.txt:
//
//	visible_devices=<NVIDIA_VISIBLE_DEVICES>
//	dev_nodes=<the /dev/nvidia* entries, comma-separated>
//	driver_version=<cuDriverGetVersion>
//	count=<devices CUDA sees>
//	device.<i>=<uuid> <name> <total memory bytes>
//	vadd.<i>=ok|<error>
//
// Arguments: [hold SECONDS]: keep a kernel loop running that long after the check (so that
// the host can see the process on the GPU). Exit 0 when every device added correctly, 2 when
// CUDA cannot start (no driver library, no device), 1 on any other failure.
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;
typedef void *CUmodule;
typedef void *CUfunction;
typedef unsigned long long CUdeviceptr;
typedef struct { unsigned char bytes[16]; } CUuuid;

static const char ptx[] =
    ".version 7.0\n"
    ".target sm_75\n"
    ".address_size 64\n"
    ".visible .entry vadd(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u32 pn, .param .u32 pr)\n"
    "{\n"
    "  .reg .pred p, q;\n"
    "  .reg .b32 r<8>;\n"
    "  .reg .f32 f<4>;\n"
    "  .reg .b64 rd<12>;\n"
    "  ld.param.u64 rd1, [pa];\n"
    "  ld.param.u64 rd2, [pb];\n"
    "  ld.param.u64 rd3, [pc];\n"
    "  ld.param.u32 r1, [pn];\n"
    "  ld.param.u32 r6, [pr];\n"
    "  mov.u32 r2, %ctaid.x;\n"
    "  mov.u32 r3, %ntid.x;\n"
    "  mov.u32 r4, %tid.x;\n"
    "  mad.lo.s32 r5, r2, r3, r4;\n"
    "  setp.ge.u32 p, r5, r1;\n"
    "  @p bra DONE;\n"
    "  cvta.to.global.u64 rd4, rd1;\n"
    "  cvta.to.global.u64 rd5, rd2;\n"
    "  cvta.to.global.u64 rd6, rd3;\n"
    "  mul.wide.u32 rd7, r5, 4;\n"
    "  add.s64 rd8, rd4, rd7;\n"
    "  add.s64 rd9, rd5, rd7;\n"
    "  add.s64 rd10, rd6, rd7;\n"
    "  ld.global.f32 f1, [rd8];\n"
    "  ld.global.f32 f2, [rd9];\n"
    "  mov.u32 r7, 0;\n"
    "LOOP:\n"
    "  add.f32 f3, f1, f2;\n"
    "  st.global.f32 [rd10], f3;\n"
    "  add.u32 r7, r7, 1;\n"
    "  setp.lt.u32 q, r7, r6;\n"
    "  @q bra LOOP;\n"
    "DONE:\n"
    "  ret;\n"
    "}\n";

static CUresult (*cuInit)(unsigned);
static CUresult (*cuDriverGetVersion)(int *);
static CUresult (*cuDeviceGetCount)(int *);
static CUresult (*cuDeviceGet)(CUdevice *, int);
static CUresult (*cuDeviceGetName)(char *, int, CUdevice);
static CUresult (*cuDeviceGetUuid)(CUuuid *, CUdevice);
static CUresult (*cuDeviceTotalMem)(size_t *, CUdevice);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
static CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
static CUresult (*cuCtxSetCurrent)(CUcontext);
static CUresult (*cuCtxSynchronize)(void);
static CUresult (*cuModuleLoadData)(CUmodule *, const void *);
static CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemFree)(CUdeviceptr);
static CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
static CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
static CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                  unsigned, void *, void **, void **);
static CUresult (*cuGetErrorString)(CUresult, const char **);

static void *lib;

static void *sym(const char *a, const char *b) {
	void *p = dlsym(lib, a);
	if (!p && b) p = dlsym(lib, b);
	if (!p) {
		fprintf(stderr, "cudaprobe: libcuda.so.1 lacks %s\n", a);
		exit(2);
	}
	return p;
}

static const char *errstr(CUresult r) {
	const char *s = NULL;
	if (cuGetErrorString && cuGetErrorString(r, &s) == 0 && s) return s;
	return "unknown CUDA error";
}

static FILE *out;

#define CHECK(call, what)                                                          \
	do {                                                                       \
		CUresult r_ = (call);                                              \
		if (r_ != 0) {                                                     \
			snprintf(err, sizeof err, "%s: %d %s", what, r_, errstr(r_)); \
			goto fail;                                                 \
		}                                                                  \
	} while (0)

static int vadd(int ord, long hold) {
	char err[256] = "";
	CUdevice dev;
	CUcontext ctx = NULL;
	CUmodule mod;
	CUfunction fn;
	CUdeviceptr da = 0, db = 0, dc = 0;
	enum { N = 1 << 20 };
	static float a[N], b[N], c[N];
	int ok = 0;
	CHECK(cuDeviceGet(&dev, ord), "cuDeviceGet");
	CHECK(cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
	CHECK(cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
	CHECK(cuModuleLoadData(&mod, ptx), "cuModuleLoadData");
	CHECK(cuModuleGetFunction(&fn, mod, "vadd"), "cuModuleGetFunction");
	for (int i = 0; i < N; i++) {
		a[i] = (float)i;
		b[i] = (float)(2 * i + ord);
		c[i] = -1;
	}
	CHECK(cuMemAlloc(&da, sizeof a), "cuMemAlloc");
	CHECK(cuMemAlloc(&db, sizeof b), "cuMemAlloc");
	CHECK(cuMemAlloc(&dc, sizeof c), "cuMemAlloc");
	CHECK(cuMemcpyHtoD(da, a, sizeof a), "cuMemcpyHtoD");
	CHECK(cuMemcpyHtoD(db, b, sizeof b), "cuMemcpyHtoD");
	unsigned n = N, reps = 1;
	void *args[] = {&da, &db, &dc, &n, &reps};
	CHECK(cuLaunchKernel(fn, N / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL), "cuLaunchKernel");
	CHECK(cuCtxSynchronize(), "cuCtxSynchronize");
	CHECK(cuMemcpyDtoH(c, dc, sizeof c), "cuMemcpyDtoH");
	for (int i = 0; i < N; i++) {
		if (c[i] != a[i] + b[i]) {
			snprintf(err, sizeof err, "c[%d] = %g, want %g", i, c[i], a[i] + b[i]);
			goto fail;
		}
	}
	ok = 1;
	if (hold > 0) {
		// Keep the GPU busy (and this process on it) for about hold seconds.
		reps = 20000;
		time_t end = time(NULL) + hold;
		while (time(NULL) < end) {
			CHECK(cuLaunchKernel(fn, N / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL), "cuLaunchKernel");
			CHECK(cuCtxSynchronize(), "cuCtxSynchronize");
		}
	}
	fprintf(out, "vadd.%d=ok\n", ord);
	printf("vadd.%d=ok\n", ord);
	goto done;
fail:
	ok = 0;
	fprintf(out, "vadd.%d=%s\n", ord, err);
	fprintf(stderr, "cudaprobe: device %d: %s\n", ord, err);
done:
	if (da) cuMemFree(da);
	if (db) cuMemFree(db);
	if (dc) cuMemFree(dc);
	if (ctx) cuDevicePrimaryCtxRelease(dev);
	return ok;
}

int main(int argc, char **argv) {
	long hold = 0;
	if (argc == 3 && strcmp(argv[1], "hold") == 0) hold = atol(argv[2]);
	out = fopen("/out/cuda.txt", "w");
	if (!out) {
		perror("cudaprobe: /out/cuda.txt");
		return 1;
	}
	const char *vis = getenv("NVIDIA_VISIBLE_DEVICES");
	fprintf(out, "visible_devices=%s\n", vis ? vis : "");
	fprintf(out, "dev_nodes=");
	DIR *d = opendir("/dev");
	int first = 1;
	if (d) {
		struct dirent *e;
		while ((e = readdir(d)) != NULL) {
			if (strncmp(e->d_name, "nvidia", 6) == 0) {
				fprintf(out, "%s%s", first ? "" : ",", e->d_name);
				first = 0;
			}
		}
		closedir(d);
	}
	fprintf(out, "\n");
	fflush(out);

	lib = dlopen("libcuda.so.1", RTLD_NOW);
	if (!lib) {
		fprintf(out, "error=no driver library: %s\n", dlerror());
		fclose(out);
		fprintf(stderr, "cudaprobe: no libcuda.so.1 in the container\n");
		return 2;
	}
	cuInit = sym("cuInit", NULL);
	cuDriverGetVersion = sym("cuDriverGetVersion", NULL);
	cuDeviceGetCount = sym("cuDeviceGetCount", NULL);
	cuDeviceGet = sym("cuDeviceGet", NULL);
	cuDeviceGetName = sym("cuDeviceGetName", NULL);
	cuDeviceGetUuid = sym("cuDeviceGetUuid_v2", "cuDeviceGetUuid");
	cuDeviceTotalMem = sym("cuDeviceTotalMem_v2", NULL);
	cuDevicePrimaryCtxRetain = sym("cuDevicePrimaryCtxRetain", NULL);
	cuDevicePrimaryCtxRelease = sym("cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease");
	cuCtxSetCurrent = sym("cuCtxSetCurrent", NULL);
	cuCtxSynchronize = sym("cuCtxSynchronize", NULL);
	cuModuleLoadData = sym("cuModuleLoadData", NULL);
	cuModuleGetFunction = sym("cuModuleGetFunction", NULL);
	cuMemAlloc = sym("cuMemAlloc_v2", NULL);
	cuMemFree = sym("cuMemFree_v2", NULL);
	cuMemcpyHtoD = sym("cuMemcpyHtoD_v2", NULL);
	cuMemcpyDtoH = sym("cuMemcpyDtoH_v2", NULL);
	cuLaunchKernel = sym("cuLaunchKernel", NULL);
	cuGetErrorString = sym("cuGetErrorString", NULL);

	int v = 0, count = 0;
	cuDriverGetVersion(&v);
	fprintf(out, "driver_version=%d\n", v);
	CUresult r = cuInit(0);
	if (r != 0) {
		fprintf(out, "error=cuInit: %d %s\n", r, errstr(r));
		fclose(out);
		fprintf(stderr, "cudaprobe: cuInit: %d %s\n", r, errstr(r));
		return 2;
	}
	r = cuDeviceGetCount(&count);
	fprintf(out, "count=%d\n", r == 0 ? count : -1);
	int ok = r == 0 && count > 0;
	for (int i = 0; r == 0 && i < count; i++) {
		CUdevice dev;
		char name[256] = "";
		CUuuid u;
		size_t mem = 0;
		if (cuDeviceGet(&dev, i) != 0 || cuDeviceGetName(name, sizeof name, dev) != 0 ||
		    cuDeviceGetUuid(&u, dev) != 0 || cuDeviceTotalMem(&mem, dev) != 0) {
			fprintf(out, "device.%d=error\n", i);
			ok = 0;
			continue;
		}
		const unsigned char *x = u.bytes;
		fprintf(out,
		        "device.%d=GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x %s %zu\n",
		        i, x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8], x[9], x[10], x[11], x[12], x[13],
		        x[14], x[15], name, mem);
		fflush(out);
		if (!vadd(i, hold)) ok = 0;
	}
	fclose(out);
	return ok ? 0 : 1;
}
