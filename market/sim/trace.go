package sim

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/placement"
)

// ErrTrace classifies every trace parsing error; the message names the file, line and column.
var ErrTrace = errors.New("sim: bad trace")

// KnownModels are the GPU models of the Alibaba GPU trace v2023 (G2/G3 are undisclosed types).
var KnownModels = []string{"T4", "P100", "V100M16", "V100M32", "A10", "G2", "G3"}

// Node is one GPU node of the trace.
type Node struct {
	Name     string
	CPUMilli int64
	MemMiB   int64
	GPUs     int
	Model    string
}

// Task is one task (pod) of the trace. Times are seconds from the trace start.
type Task struct {
	Name      string
	CPUMilli  int64
	MemMiB    int64
	NumGPU    int
	GPUMilli  int64
	Models    []string // accepted GPU models (gpu_spec); empty = any
	QoS       string   // LS, BE, Burstable, Guaranteed; empty when the list has no qos column (batch)
	Phase     string
	Creation  int64
	Deletion  int64
	Scheduled int64 // -1 when the task never ran in the trace
	Line      int   // line in the tasks file, for messages
	// NoTimes is set when the task list has no time columns (the FGD paper's
	// openb_pod_list_multigpu* and similar lists made for the inflation experiment): Creation,
	// Deletion and Scheduled are then 0, 0 and -1 and the task cannot be replayed.
	NoTimes bool
}

// TimeColumns are the task-list columns that a replay needs and the inflation experiment does not.
var TimeColumns = []string{"creation_time", "deletion_time"}

// Class maps QoS to a gpumesh class: LS -> burst, everything else -> batch.
func (t *Task) Class() market.Class {
	if t.QoS == "LS" {
		return market.ClassBurst
	}
	return market.ClassBatch
}

// Demand is the task's GPU share in milli-GPU.
func (t *Task) Demand() int64 {
	if t.NumGPU == 0 {
		return 0
	}
	return int64(t.NumGPU) * t.GPUMilli
}

// Duration is how long the task runs once placed: deletion - scheduled for tasks that ran in the
// trace, deletion - creation otherwise; at least one second.
func (t *Task) Duration() int64 {
	start := t.Creation
	if t.Scheduled >= 0 {
		start = max(start, t.Scheduled)
	}
	return max(1, t.Deletion-start)
}

func (t *Task) placementTask() placement.Task {
	pt := placement.Task{GPUs: t.NumGPU, CPUMilli: t.CPUMilli, MemMiB: t.MemMiB, Models: t.Models}
	if t.NumGPU > 0 {
		pt.GPUMilli = t.GPUMilli
	}
	return pt
}

type csvFile struct {
	path string
	r    *csv.Reader
	col  map[string]int
}

func openCSV(r io.Reader, path string, need []string) (*csvFile, error) {
	return openCSVOpt(r, path, need, nil)
}

// openCSVOpt opens a CSV whose header must hold need and may hold opt (each column of opt is
// either present or absent; the caller asks f.has).
func openCSVOpt(r io.Reader, path string, need, opt []string) (*csvFile, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	head, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("%w: %s line 1: read header: %v", ErrTrace, path, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))] = i
	}
	var missing []string
	for _, n := range need {
		if _, ok := col[n]; !ok {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%w: %s line 1: header lacks column(s) %s (want %s)", ErrTrace, path,
			strings.Join(missing, ", "), strings.Join(append(slices.Clone(need), opt...), ","))
	}
	return &csvFile{path: path, r: cr, col: col}, nil
}

func (f *csvFile) has(name string) bool { _, ok := f.col[name]; return ok }

type row struct {
	f    *csvFile
	rec  []string
	line int
}

func (r *row) str(name string) (string, error) {
	i := r.f.col[name]
	if i >= len(r.rec) {
		return "", fmt.Errorf("%w: %s line %d: missing column %s (%d fields)", ErrTrace, r.f.path, r.line, name, len(r.rec))
	}
	return strings.TrimSpace(r.rec[i]), nil
}

func (r *row) int(name string, optional bool) (int64, error) {
	s, err := r.str(name)
	if err != nil {
		return 0, err
	}
	if s == "" {
		if optional {
			return -1, nil
		}
		return 0, fmt.Errorf("%w: %s line %d: %s is empty", ErrTrace, r.f.path, r.line, name)
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%w: %s line %d: %s=%q is not an integer", ErrTrace, r.f.path, r.line, name, s)
	}
	if v < 0 {
		return 0, fmt.Errorf("%w: %s line %d: %s=%d is negative", ErrTrace, r.f.path, r.line, name, v)
	}
	return v, nil
}

func (f *csvFile) each(fn func(r *row) error) error {
	for {
		rec, err := f.r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return fmt.Errorf("%w: %s line %d: %v", ErrTrace, f.path, pe.Line, pe.Err)
			}
			return fmt.Errorf("%w: %s: %v", ErrTrace, f.path, err)
		}
		line, _ := f.r.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if err := fn(&row{f: f, rec: rec, line: line}); err != nil {
			return err
		}
	}
}

// ParseNodes reads a node list (sn,cpu_milli,memory_mib,gpu,model). models is the set of
// acceptable models (nil = KnownModels).
func ParseNodes(r io.Reader, path string, models []string) ([]Node, error) {
	if models == nil {
		models = KnownModels
	}
	f, err := openCSV(r, path, []string{"sn", "cpu_milli", "memory_mib", "gpu", "model"})
	if err != nil {
		return nil, err
	}
	var out []Node
	err = f.each(func(r *row) error {
		var n Node
		var err error
		if n.Name, err = r.str("sn"); err != nil {
			return err
		}
		if n.CPUMilli, err = r.int("cpu_milli", false); err != nil {
			return err
		}
		if n.MemMiB, err = r.int("memory_mib", false); err != nil {
			return err
		}
		g, err := r.int("gpu", false)
		if err != nil {
			return err
		}
		if g == 0 || g > 64 {
			return fmt.Errorf("%w: %s line %d: gpu=%d: a GPU node has 1..64 GPUs", ErrTrace, path, r.line, g)
		}
		n.GPUs = int(g)
		if n.Model, err = r.str("model"); err != nil {
			return err
		}
		if !slices.Contains(models, n.Model) {
			return fmt.Errorf("%w: %s line %d: unknown GPU model %q (known: %s)", ErrTrace, path, r.line, n.Model, strings.Join(models, ", "))
		}
		out = append(out, n)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: %s: no nodes", ErrTrace, path)
	}
	return out, nil
}

var qos = []string{"LS", "BE", "Burstable", "Guaranteed"}

// ParseTasks reads a task list (name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,
// pod_phase,creation_time,deletion_time,scheduled_time). Models named in gpu_spec must be in
// models (nil = KnownModels). pod_phase and scheduled_time may be absent; creation_time and
// deletion_time (TimeColumns) may be absent together, as in the trace's lists made for workload
// inflation: every task is then marked NoTimes, which only the replay refuses. gpu_spec and qos
// may be absent too (the openb_pod_list_multigpu* lists have neither): no task then constrains
// GPU models, and every task is batch (QoS empty: the list says nothing of latency needs).
func ParseTasks(r io.Reader, path string, models []string) ([]Task, error) {
	if models == nil {
		models = KnownModels
	}
	f, err := openCSVOpt(r, path, []string{"name", "cpu_milli", "memory_mib", "num_gpu", "gpu_milli"},
		[]string{"gpu_spec", "qos", "pod_phase", "creation_time", "deletion_time", "scheduled_time"})
	if err != nil {
		return nil, err
	}
	var timeCols int
	for _, c := range TimeColumns {
		if f.has(c) {
			timeCols++
		}
	}
	if timeCols != 0 && timeCols != len(TimeColumns) {
		return nil, fmt.Errorf("%w: %s line 1: header has only some of the time columns %s: give all (replay) or none (inflation only)",
			ErrTrace, path, strings.Join(TimeColumns, ", "))
	}
	noTimes := timeCols == 0
	var out []Task
	err = f.each(func(r *row) error {
		t := Task{Line: r.line}
		var err error
		if t.Name, err = r.str("name"); err != nil {
			return err
		}
		if t.CPUMilli, err = r.int("cpu_milli", false); err != nil {
			return err
		}
		if t.MemMiB, err = r.int("memory_mib", false); err != nil {
			return err
		}
		ng, err := r.int("num_gpu", false)
		if err != nil {
			return err
		}
		if ng > 64 {
			return fmt.Errorf("%w: %s line %d: num_gpu=%d: at most 64", ErrTrace, path, r.line, ng)
		}
		t.NumGPU = int(ng)
		if t.GPUMilli, err = r.int("gpu_milli", false); err != nil {
			return err
		}
		if t.NumGPU == 0 {
			t.GPUMilli = 0
		}
		var spec string
		if f.has("gpu_spec") {
			if spec, err = r.str("gpu_spec"); err != nil {
				return err
			}
		}
		if spec != "" {
			for _, m := range strings.Split(spec, "|") {
				if !slices.Contains(models, m) {
					return fmt.Errorf("%w: %s line %d: gpu_spec names unknown GPU model %q (known: %s)", ErrTrace, path, r.line, m, strings.Join(models, ", "))
				}
				t.Models = append(t.Models, m)
			}
		}
		if f.has("qos") {
			if t.QoS, err = r.str("qos"); err != nil {
				return err
			}
			if !slices.Contains(qos, t.QoS) {
				return fmt.Errorf("%w: %s line %d: qos=%q: want LS, BE, Burstable or Guaranteed", ErrTrace, path, r.line, t.QoS)
			}
		}
		if f.has("pod_phase") {
			if t.Phase, err = r.str("pod_phase"); err != nil {
				return err
			}
		}
		t.Scheduled, t.NoTimes = -1, noTimes
		if !noTimes {
			if t.Creation, err = r.int("creation_time", false); err != nil {
				return err
			}
			if t.Deletion, err = r.int("deletion_time", false); err != nil {
				return err
			}
			if f.has("scheduled_time") {
				if t.Scheduled, err = r.int("scheduled_time", true); err != nil {
					return err
				}
			}
		}
		if t.Deletion < t.Creation {
			return fmt.Errorf("%w: %s line %d: deletion_time=%d is before creation_time=%d", ErrTrace, path, r.line, t.Deletion, t.Creation)
		}
		if t.Scheduled >= 0 && t.Scheduled < t.Creation {
			return fmt.Errorf("%w: %s line %d: scheduled_time=%d is before creation_time=%d", ErrTrace, path, r.line, t.Scheduled, t.Creation)
		}
		pt := t.placementTask()
		if err := pt.Validate(); err != nil {
			return fmt.Errorf("%w: %s line %d: %v", ErrTrace, path, r.line, err)
		}
		out = append(out, t)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: %s: no tasks", ErrTrace, path)
	}
	return out, nil
}

// LoadTrace reads the node and task files from disk.
func LoadTrace(nodesPath, tasksPath string) ([]Node, []Task, error) {
	nf, err := os.Open(nodesPath)
	if err != nil {
		return nil, nil, fmt.Errorf("sim: open nodes file: %w", err)
	}
	defer nf.Close()
	nodes, err := ParseNodes(nf, nodesPath, nil)
	if err != nil {
		return nil, nil, err
	}
	tf, err := os.Open(tasksPath)
	if err != nil {
		return nil, nil, fmt.Errorf("sim: open tasks file: %w", err)
	}
	defer tf.Close()
	tasks, err := ParseTasks(tf, tasksPath, nil)
	if err != nil {
		return nil, nil, err
	}
	return nodes, tasks, nil
}
