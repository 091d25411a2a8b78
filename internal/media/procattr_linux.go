package media

import (
	"os/exec"
	"syscall"
)

// dieWithParent: an ffmpeg must not outlive a server killed with -9, or it would keep
// writing while the restarted server runs the same job again.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
