//! Starting the bot without a configuration: `tucana` (what `cargo run` runs)
//! says what to do and exits with status 2, never panics, never prints the token; and
//! with a database it cannot reach, names it (without its password) and exits with 1.

use std::process::{Command, Output};

/// Runs `tucana` with no arguments in an empty directory (so no `.env` is
/// found) and only the given environment variables.
fn start(vars: &[(&str, &str)]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tucana"));
    cmd.current_dir(dir.path()).env_clear();
    if let Some(path) = std::env::var_os("PATH") {
        cmd.env("PATH", path);
    }
    for (k, v) in vars {
        cmd.env(k, v);
    }
    cmd.output().expect("tucana runs")
}

#[test]
fn without_a_token_it_says_what_to_do() {
    let out = start(&[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    for needle in [
        "DISCORD_TOKEN is not set",
        "https://discord.com/developers/applications",
        ".env.example",
        "cargo run --release",
    ] {
        assert!(err.contains(needle), "missing {needle:?} in:\n{err}");
    }
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_bad_server_id_is_named_and_the_token_never_printed() {
    let token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.secret.token";
    let out = start(&[("DISCORD_TOKEN", token), ("DISCORD_GUILD_ID", "my server")]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    let all = err.clone() + &String::from_utf8(out.stdout).unwrap();
    assert!(
        err.contains("DISCORD_GUILD_ID") && err.contains("my server"),
        "{err}"
    );
    assert!(!all.contains("secret"), "the token was printed:\n{all}");
}

#[test]
fn a_short_daily_secret_is_refused_without_being_printed() {
    let token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.some.token";
    let out = start(&[("DISCORD_TOKEN", token), ("DAILY_SECRET", "tooshort99")]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    let all = err.clone() + &String::from_utf8(out.stdout).unwrap();
    assert!(
        err.contains("DAILY_SECRET") && err.contains("at least 16 characters"),
        "{err}"
    );
    assert!(
        !all.contains("tooshort99"),
        "the secret was printed:\n{all}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn an_unreachable_database_is_named_without_its_password() {
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    let token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.some.token";
    let url = "postgres://bot:hunter2@127.0.0.1:1/tucana";
    let out = start(&[("DISCORD_TOKEN", token), ("DATABASE_URL", url)]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    let all = err.clone() + &String::from_utf8(out.stdout).unwrap();
    assert!(
        err.contains("cannot open the database postgres://bot:***@127.0.0.1:1/tucana"),
        "{err}"
    );
    // Why, in the operator's words (not the "try again" a player sees for a lost move).
    assert!(err.contains("database error"), "{err}");
    assert!(!err.contains("move"), "{err}");
    assert!(!all.contains("hunter2"), "the password was printed:\n{all}");
    assert!(!all.contains("some.token"), "the token was printed:\n{all}");
    assert!(!err.contains("panicked"), "{err}");
}
