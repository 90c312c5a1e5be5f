//! A real PostgreSQL server for the tests: Debian's `postgresql` package, started once per
//! test process (`initdb` in a temporary folder, listening on 127.0.0.1 on a free port),
//! with a fresh database for each test that asks for one.
//!
//! The server outlives no test process: it runs under a small shell that holds a pipe
//! from this process and stops the server (and removes its folder) once the pipe closes,
//! which it does however the process ends, SIGKILL included.
//!
//! Where the package is missing, [`server`] says why instead, and the suites print one
//! line saying they were skipped (never a silent pass). `.ci/run` installs the package.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use sqlx::Connection;

/// The test process's server.
pub struct Postgres {
    port: u16,
    next: AtomicU32,
    /// The shell that stops the server when this process ends (its stdin is our pipe).
    _keeper: Mutex<Child>,
}

/// The env var that runs the store and service suites on PostgreSQL: `postgres`.
pub const DATABASE_ENV: &str = "TUCANA_TEST_DATABASE";

/// Whether this test binary's suites run on PostgreSQL: those of `tests/scale_out/main.rs` do
/// (the store and service suites once more, as modules of that binary), or any with
/// `TUCANA_TEST_DATABASE=postgres`.
pub fn wanted() -> bool {
    in_scale_out() || std::env::var(DATABASE_ENV).is_ok_and(|v| v == "postgres")
}

/// Whether this process is the `scale_out` test binary, which cargo names
/// `scale_out-<hash>`. (This crate is built once for every binary, so its own
/// `module_path!()` cannot tell which binary runs it; the process's file can.)
pub fn in_scale_out() -> bool {
    std::env::current_exe().is_ok_and(|exe| {
        exe.file_name()
            .is_some_and(|name| name.to_string_lossy().starts_with("scale_out-"))
    })
}

/// Says, once per test process and past the test harness's capture of `println!`, that
/// the PostgreSQL runs were skipped, and why.
pub fn say_skipped(why: &str) {
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "skipped: the PostgreSQL runs of the store and service suites ({why}); they ran on SQLite"
        );
    });
}

/// The server, started on first use; `Err` says why there is none (to print as the reason
/// a suite was skipped).
pub fn server() -> Result<&'static Postgres, String> {
    static SERVER: OnceLock<Result<Postgres, String>> = OnceLock::new();
    SERVER.get_or_init(start).as_ref().map_err(Clone::clone)
}

/// The server, or `None` after saying (past the harness's capture, never a silent pass) why
/// `test` was skipped.
pub fn server_or_skip(test: &str) -> Option<&'static Postgres> {
    // On a thread of its own: the first call starts the server with a runtime of its own.
    let server = std::thread::spawn(server).join();
    match server.expect("the PostgreSQL starter") {
        Ok(server) => Some(server),
        Err(why) => {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "skipped: {test} needs PostgreSQL ({why})"
            );
            None
        }
    }
}

impl Postgres {
    /// The URL of a new, empty database on the server.
    pub async fn fresh_database(&self) -> String {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let name = format!("t{}_{n}", std::process::id());
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres"))
            .await
            .expect("connect to the test server");
        sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .expect("create a test database");
        let _ = admin.close().await;
        self.url(&name)
    }

    pub fn url(&self, database: &str) -> String {
        format!("postgres://tucana@127.0.0.1:{}/{database}", self.port)
    }
}

/// Where the server's programs are: `PG_BIN`, else Debian's folder of the newest version
/// installed, else the `PATH`.
fn bin_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let v = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((v, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .find(|d| d.join("initdb").exists() && d.join("postgres").exists())
    })
}

/// PostgreSQL refuses to run as root: as root, its programs run as the package's
/// `postgres` user (or `nobody`).
fn run_as() -> Option<(u32, u32)> {
    let uid = std::fs::metadata("/proc/self").ok().map(|m| {
        use std::os::unix::fs::MetadataExt;
        m.uid()
    })?;
    if uid != 0 {
        return None;
    }
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    ["postgres", "nobody"].iter().find_map(|name| {
        passwd.lines().find_map(|line| {
            let fields: Vec<&str> = line.split(':').collect();
            (fields.first() == Some(name) && fields.len() > 3)
                .then(|| Some((fields[2].parse().ok()?, fields[3].parse().ok()?)))
                .flatten()
        })
    })
}

fn command(program: &Path, user: Option<(u32, u32)>) -> Command {
    let mut cmd = Command::new(program);
    if let Some((uid, gid)) = user {
        use std::os::unix::process::CommandExt;
        cmd.uid(uid).gid(gid);
    }
    cmd
}

fn start() -> Result<Postgres, String> {
    let bin = bin_dir().ok_or(
        "PostgreSQL is not installed (no initdb in /usr/lib/postgresql/*/bin, PG_BIN or PATH; \
         Debian's package: apt-get install postgresql)",
    )?;
    let user = run_as();
    let dir = tempfile::Builder::new()
        .prefix("tucana-pg-")
        .tempdir()
        .map_err(|e| format!("no temporary folder: {e}"))?
        // The keeper removes it once the server has stopped.
        .keep();
    let data = dir.join("data");
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
            .map_err(|e| format!("cannot hand {} to PostgreSQL's user: {e}", dir.display()))?;
    }
    let out = command(&bin.join("initdb"), user)
        .args(["-D"])
        .arg(&data)
        .args([
            "-U",
            "tucana",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
            "--no-instructions",
        ])
        .stdout(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run initdb: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "initdb failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))?
        .port();
    // The keeper: starts the server, waits for its stdin (our pipe) to close, then stops
    // the server fast and removes the folder.
    let script = r#"
        "$1/postgres" -D "$2/data" -h 127.0.0.1 -p "$3" -k "$2" \
            -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
            -c max_connections=300 -c shared_buffers=32MB >"$2/log" 2>&1 &
        pid=$!
        cat >/dev/null
        kill -INT "$pid"
        wait "$pid"
        rm -rf "$2"
    "#;
    let keeper = command(Path::new("/bin/sh"), user)
        .arg("-c")
        .arg(script)
        .arg("keeper")
        .arg(&bin)
        .arg(&dir)
        .arg(port.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start postgres: {e}"))?;
    let server = Postgres {
        port,
        next: AtomicU32::new(0),
        _keeper: Mutex::new(keeper),
    };
    // Ready once it takes a connection (it replays nothing: the cluster is new).
    let started = Instant::now();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    loop {
        match rt.block_on(sqlx::PgConnection::connect(&server.url("postgres"))) {
            Ok(conn) => {
                let _ = rt.block_on(conn.close());
                return Ok(server);
            }
            Err(e) if started.elapsed() > super::PATIENCE => {
                let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
                return Err(format!(
                    "postgres did not start in {:?}: {e}\n{log}",
                    super::PATIENCE
                ));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}
