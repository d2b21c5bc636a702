// A real child process (fork + exec) for the crash, two-process and
// process-mix tests. By default its standard output goes to a pipe the test
// reads line by line, and it inherits standard input and error; Options can
// send each of the three to or from a file instead.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace flipside::store_test {

class ChildProcess {
 public:
  struct Options {
    std::string stdin_file;   // empty: inherited
    std::string stdout_file;  // empty: a pipe, read with read_lines()
    std::string stderr_file;  // empty: inherited
  };

  explicit ChildProcess(const std::vector<std::string>& argv) : ChildProcess(argv, Options{}) {}
  ChildProcess(const std::vector<std::string>& argv, const Options& options) {
    // Everything the child needs is prepared here: after fork only
    // async-signal-safe calls (no allocation), as other threads may hold locks.
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const char* in_path = options.stdin_file.empty() ? nullptr : options.stdin_file.c_str();
    const char* out_path = options.stdout_file.empty() ? nullptr : options.stdout_file.c_str();
    const char* err_path = options.stderr_file.empty() ? nullptr : options.stderr_file.c_str();
    int fds[2] = {-1, -1};
    // Close-on-exec, so a later child does not inherit this one's pipe.
    if (!out_path && pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
    pid_ = fork();
    if (pid_ < 0) {
      if (fds[0] >= 0) close(fds[0]);
      if (fds[1] >= 0) close(fds[1]);
      throw std::runtime_error("fork");
    }
    if (pid_ == 0) {  // only async-signal-safe calls until exec
      int in = in_path ? open(in_path, O_RDONLY) : STDIN_FILENO;
      int out = out_path ? open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644) : fds[1];
      int err = err_path ? open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644) : STDERR_FILENO;
      if (in < 0 || out < 0 || err < 0) _exit(126);
      if (in != STDIN_FILENO) dup2(in, STDIN_FILENO);
      dup2(out, STDOUT_FILENO);
      if (err != STDERR_FILENO) dup2(err, STDERR_FILENO);
      execv(args[0], args.data());
      _exit(127);
    }
    if (fds[1] >= 0) close(fds[1]);
    out_ = fds[0];
  }
  ~ChildProcess() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      wait();
    }
    if (out_ >= 0) close(out_);
  }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // For /proc/PID/fd; -1 once reaped.
  pid_t pid() const { return pid_; }

  // Reads complete lines from the stdout pipe until `until` passes or the
  // child closes its output. Returns false once the output is closed.
  bool read_lines(std::vector<std::string>& lines, std::chrono::steady_clock::time_point until) {
    for (;;) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0) return true;
      pollfd p{out_, POLLIN, 0};
      if (poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
      char buffer[4096];
      ssize_t n = read(out_, buffer, sizeof buffer);
      if (n <= 0) return false;
      pending_.append(buffer, static_cast<std::size_t>(n));
      for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
        lines.push_back(pending_.substr(0, end));
        pending_.erase(0, end + 1);
      }
    }
  }
  // Everything it wrote (after it exited or was killed).
  void drain(std::vector<std::string>& lines) {
    while (read_lines(lines, std::chrono::steady_clock::now() + std::chrono::seconds(30))) {
    }
  }

  void kill_hard() {
    if (pid_ > 0) kill(pid_, SIGKILL);
  }
  // True once it has ended (reaped), without blocking: *code is then its exit
  // status or 128 + signal.
  bool ended(int* code) {
    if (pid_ <= 0) {
      *code = code_;
      return true;
    }
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) != pid_) return false;
    finish(status);
    *code = code_;
    return true;
  }
  // Exit status, or 128 + signal; remembered, so it can be asked again.
  int wait() {
    if (pid_ > 0) {
      int status = 0;
      waitpid(pid_, &status, 0);
      finish(status);
    }
    return code_;
  }

 private:
  void finish(int status) {
    code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    pid_ = -1;
  }
  pid_t pid_ = -1;
  int out_ = -1;
  int code_ = -1;
  std::string pending_;
};

}  // namespace flipside::store_test
