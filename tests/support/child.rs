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
    let name = match module.split_once("::") {
        Some((_, inner)) => format!("{inner}::{role}"),
        None => role.to_owned(),
    };
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

/// Writes `line` to a child (which may be dead already: a failed write is fine).
pub fn tell(stdin: &mut ChildStdin, line: &str) {
    let _ = writeln!(stdin, "{line}");
    let _ = stdin.flush();
}
