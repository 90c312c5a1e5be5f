//! Child processes of a test: the test binary run again for one of its tests, a "role"
//! (a bot process to kill, a service to crash), talking to its parent in lines: the
//! parent writes commands on the child's stdin, the child says things on stdout as lines
//! starting with `@@ ` (the harness prints its own lines there too).

use std::io::{BufRead, BufReader, Write as _};
use std::process::{Child, ChildStdin, Command, Stdio};

/// Says `line` to the parent.
pub fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "@@ {line}");
    let _ = out.flush();
}

/// The parent's lines, read on a thread of their own; the channel closes when stdin does
/// (the parent is done, or gone).
pub fn parent_lines() -> tokio::sync::mpsc::UnboundedReceiver<String> {
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// The runtime of a child: two workers, as the bot has on a small machine.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("the child's runtime")
}

/// Starts the test `role` of this binary (its name under `module`, the caller's
/// `module_path!()`: the crate's name is not in a test's name) with `vars` set, its stdin
/// piped from this process; what it says goes to `heard`, line by line, until `heard`
/// returns `false`. Its stderr is dropped.
pub fn spawn(
    module: &str,
    role: &str,
    vars: &[(&str, String)],
    mut heard: impl FnMut(&str) -> bool + Send + 'static,
) -> (Child, ChildStdin) {
    let name = test_name(module, role);
    let mut command = Command::new(std::env::current_exe().expect("the test binary"));
    command
        .args([name.as_str(), "--exact", "--nocapture", "--test-threads=1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (key, value) in vars {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("spawn a child");
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // The harness may have printed "test … " on the same line.
            if let Some(at) = line.find("@@ ") {
                if !heard(&line[at + 3..]) {
                    break;
                }
            }
        }
    });
    (child, stdin)
}

/// The name of the test `role` in `module` (the caller's `module_path!()`) as the test
/// harness knows it: without the crate's name, which is the binary's.
pub fn test_name(module: &str, role: &str) -> String {
    match module.split_once("::") {
        Some((_, inner)) => format!("{inner}::{role}"),
        None => role.to_owned(),
    }
}

/// For a test that needs its process to itself (it reads what is the process's, such as the
/// global metrics recorder, which every other test of its binary would also count in):
/// `true` in the process where the test is to run; elsewhere, runs the test `name` of
/// `module` (the caller's `module_path!()`) alone in a child process (this test binary
/// again), passes on what it printed, fails if it failed, and returns `false`.
pub fn alone(module: &str, name: &str) -> bool {
    const ALONE: &str = "TUCANA_TEST_ALONE";
    let test = test_name(module, name);
    if std::env::var(ALONE).is_ok_and(|v| v == test) {
        return true;
    }
    let out = Command::new(std::env::current_exe().expect("the test binary"))
        .args([test.as_str(), "--exact", "--nocapture", "--test-threads=1"])
        .env(ALONE, &test)
        .stdin(Stdio::null())
        .output()
        .expect("run the test in a child process");
    print!("{}", String::from_utf8_lossy(&out.stdout));
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success(),
        "{test}, alone in a process of its own, failed ({})",
        out.status
    );
    // The child's harness says how many tests it ran: one, or the name was wrong.
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("1 passed"),
        "{test} did not run in the child process"
    );
    false
}

/// Writes `line` to a child (which may be dead already: a failed write is fine).
pub fn tell(stdin: &mut ChildStdin, line: &str) {
    let _ = writeln!(stdin, "{line}");
    let _ = stdin.flush();
}
