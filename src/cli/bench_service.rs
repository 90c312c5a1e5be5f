//! `tucana bench-service`: how fast the game service takes moves on a real SQLite file,
//! and with `--database postgres://…` on PostgreSQL beside it in the same run.
//!
//! In one run, on one disk, with the bot's own connection settings (for SQLite: WAL,
//! `synchronous=FULL`):
//!
//! 1. the raw rate of one-row write transactions (BEGIN; INSERT; COMMIT) on a separate
//!    file (on PostgreSQL: a table of its own): what one durable commit at a time allows;
//! 2. with `--games` active games in the database, moves through the service (trail text
//!    parsed, checked by the engine, written with its outbox events, committed, then
//!    acknowledged; no rendering) from `--concurrency` clients at once, for
//!    `--seconds` each: moves per second, p50 and p99 latency, and the ratio to the raw
//!    rate;
//! 3. memory: the database is filled to `--loaded` active games, and a fresh process
//!    (this binary, `--memory-probe`) starts the service on it and reports its resident
//!    memory before and after loading them all.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;
use sqlx::{AnyConnection, Connection};

use super::EXIT_BAD_INPUT;
/// Bench users are counted as plain numbers; they become [`UserId`]s at the service.
type Uid = u64;

use crate::app::{
    Actor, GameSettings, GameStatus, Place, Service, ServiceConfig, SystemClock, UserId,
};
use crate::game::rng::Rng;
use crate::game::Play;
use crate::store::{Backend, Location, Store};

#[derive(Debug, Args)]
pub struct BenchServiceArgs {
    /// Active games in the database during the move benchmark.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Players per game.
    #[arg(long, default_value_t = 4)]
    pub players: usize,
    /// Seconds for each measurement.
    #[arg(long, default_value_t = 5.0)]
    pub seconds: f64,
    /// Concurrent clients for the move benchmark, comma-separated (1 = one move at a time).
    #[arg(long, default_value = "1,16,64,256", value_delimiter = ',')]
    pub concurrency: Vec<usize>,
    /// Active games loaded for the memory figure (0 to skip).
    #[arg(long, default_value_t = 10_000)]
    pub loaded: usize,
    /// Turns played in each extra game made for the memory figure.
    #[arg(long, default_value_t = 3)]
    pub loaded_turns: usize,
    /// Where to put the database files (default: a new folder in the temp dir, removed at
    /// the end).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Also measure on this PostgreSQL database (`postgres://user@host/db`), beside SQLite
    /// in the same run. Use a database of its own: the games are created there, with a
    /// table `bench_raw` for the raw commits.
    #[arg(long, value_name = "URL")]
    pub database: Option<String>,
    /// Internal: start the service on this database and report memory (the probe process).
    #[arg(long, hide = true)]
    pub memory_probe: Option<PathBuf>,
}

pub fn run(args: &BenchServiceArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            let _ = writeln!(err, "cannot start the runtime: {e}");
            return 1;
        }
    };
    if let Some(db) = &args.memory_probe {
        return match rt.block_on(memory_probe(db)) {
            Ok(line) => {
                let _ = writeln!(out, "{line}");
                0
            }
            Err(e) => {
                let _ = writeln!(err, "{e}");
                1
            }
        };
    }
    if args.players == 0 || args.games == 0 || args.concurrency.contains(&0) {
        let _ = writeln!(err, "--games, --players and --concurrency must be positive");
        return EXIT_BAD_INPUT;
    }
    let (dir, temporary) = match &args.dir {
        Some(d) => (d.clone(), false),
        None => (
            std::env::temp_dir().join(format!("tucana-bench-{}", std::process::id())),
            true,
        ),
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        let _ = writeln!(err, "cannot create {}: {e}", dir.display());
        return EXIT_BAD_INPUT;
    }
    let result = rt.block_on(bench(args, &dir, out));
    drop(rt);
    if temporary {
        let _ = std::fs::remove_dir_all(&dir);
    }
    match result {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "bench-service: {e}");
            1
        }
    }
}

type BoxError = Box<dyn std::error::Error + Send + Sync>;

const PLACE: Place = Place {
    guild: crate::store::GuildId(1),
    channel: crate::store::ChannelId(2),
};

/// One database the moves are measured on.
struct Target {
    /// "SQLite" or "PostgreSQL".
    name: &'static str,
    svc: Service,
    /// Where the raw commits go: a separate SQLite file beside the service's, or a table
    /// of its own in the PostgreSQL database.
    raw: AnyConnection,
    games: Vec<Played>,
    best: Option<(usize, Figures, Figures)>,
}

async fn bench(args: &BenchServiceArgs, dir: &Path, out: &mut dyn Write) -> Result<(), BoxError> {
    for f in [
        "service.db",
        "service.db-wal",
        "service.db-shm",
        "raw.db",
        "raw.db-wal",
        "raw.db-shm",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    writeln!(
        out,
        "tucana bench-service: {} active games of {} players; SQLite (WAL + synchronous=FULL) in {}{}",
        args.games,
        args.players,
        dir.display(),
        match &args.database {
            Some(url) => format!("; PostgreSQL at {}", Location::parse(url)),
            None => String::new(),
        }
    )?;
    let db = dir.join("service.db");
    let mut locations = vec![(
        "SQLite",
        Location::Sqlite(db.clone()),
        Location::Sqlite(dir.join("raw.db")),
    )];
    if let Some(url) = &args.database {
        let location = Location::parse(url);
        if location.backend() != Backend::Postgres {
            return Err(format!("--database takes a postgres:// URL, not {location}").into());
        }
        locations.push(("PostgreSQL", location.clone(), location));
    }
    let mut targets = Vec::new();
    let mut next_user = 0 as Uid;
    for (name, location, raw) in locations {
        let store = Store::open_at(location).await?;
        let svc = Service::start(store, Arc::new(SystemClock), ServiceConfig::default()).await?;
        let started = Instant::now();
        let games = create_games(&svc, args.games, args.players, next_user).await?;
        next_user += (args.games * args.players) as Uid + 1;
        writeln!(
            out,
            "{name}: set up {} games in {:.1} s",
            games.len(),
            started.elapsed().as_secs_f64()
        )?;
        let mut raw = crate::store::connect(&raw).await?;
        sqlx::raw_sql(
            "CREATE TABLE IF NOT EXISTS bench_raw (id BIGINT PRIMARY KEY, v BIGINT NOT NULL)",
        )
        .execute(&mut raw)
        .await?;
        targets.push(Target {
            name,
            svc,
            raw,
            games,
            best: None,
        });
    }
    writeln!(
        out,
        "The raw rate is measured in 1-second slices alternating with the moves' slices{}, \
         so that all see the same load on the machine.",
        if targets.len() > 1 {
            " and the databases' slices"
        } else {
            ""
        }
    )?;
    writeln!(
        out,
        "database   clients |  moves/s  p50 ms  p99 ms |  raw commits/s  p50 ms  p99 ms | moves/raw"
    )?;
    // Users of the games that replace finished ones: far above the set-up's.
    next_user += 1_000_000_000;
    for &clients in &args.concurrency {
        let slices = args.seconds.ceil().max(1.0) as usize;
        let slice = args.seconds / slices as f64;
        let mut samples: Vec<[(Vec<u64>, Duration); 2]> = targets
            .iter()
            .map(|_| [(Vec::new(), Duration::ZERO), (Vec::new(), Duration::ZERO)])
            .collect();
        for _ in 0..slices {
            for (t, s) in targets.iter_mut().zip(&mut samples) {
                let (m, d) = raw_commits(&mut t.raw, slice).await?;
                s[0].0.extend(m);
                s[0].1 += d;
                let (m, d) = drive(
                    &t.svc,
                    &mut t.games,
                    clients,
                    slice,
                    args.players,
                    &mut next_user,
                )
                .await?;
                s[1].0.extend(m);
                s[1].1 += d;
            }
        }
        for (t, [raw, moves]) in targets.iter_mut().zip(samples) {
            let raw = figures(raw.0, raw.1);
            let f = figures(moves.0, moves.1);
            writeln!(
                out,
                "{:<10} {clients:>7} | {:>8.0} {:>7.2} {:>7.2} | {:>14.0} {:>7.2} {:>7.2} | {:>9.2}",
                t.name,
                f.rate,
                f.p50,
                f.p99,
                raw.rate,
                raw.p50,
                raw.p99,
                f.rate / raw.rate
            )?;
            if f.p99 <= 20.0 && t.best.as_ref().is_none_or(|(_, b, _)| f.rate > b.rate) {
                t.best = Some((clients, f, raw));
            }
        }
    }
    for t in &targets {
        if let Some((clients, b, raw)) = &t.best {
            writeln!(
                out,
                "{}: best with p99 <= 20 ms: {:.0} moves/s (clients: {clients}, p99 {:.2} ms) = {:.2} x the raw commit rate ({:.0}/s)",
                t.name,
                b.rate,
                b.p99,
                b.rate / raw.rate,
                raw.rate
            )?;
        }
    }
    let mut targets = targets.into_iter();
    let sqlite = targets.next().expect("SQLite is always measured");
    for t in targets {
        t.svc.shutdown().await;
        t.raw.close().await?;
    }
    sqlite.raw.close().await?;
    let svc = sqlite.svc;
    let active = svc.store().count_games(GameStatus::Active).await?;
    writeln!(out, "SQLite: active games in the database: {active}")?;

    if args.loaded > 0 {
        let extra = args.loaded.saturating_sub(active as usize);
        if extra > 0 {
            let started = Instant::now();
            fill(&svc, extra, args.players, args.loaded_turns, next_user).await?;
            writeln!(
                out,
                "added {extra} games ({} turns played in each) in {:.1} s",
                args.loaded_turns,
                started.elapsed().as_secs_f64()
            )?;
        }
        svc.shutdown().await;
        let exe = std::env::current_exe()?;
        let probe = std::process::Command::new(exe)
            .arg("bench-service")
            .arg("--memory-probe")
            .arg(&db)
            .output()?;
        if !probe.status.success() {
            return Err(format!(
                "the memory probe failed: {}",
                String::from_utf8_lossy(&probe.stderr)
            )
            .into());
        }
        out.write_all(&probe.stdout)?;
    } else {
        svc.shutdown().await;
    }
    Ok(())
}

struct Figures {
    rate: f64,
    p50: f64,
    p99: f64,
}

fn figures(mut micros: Vec<u64>, elapsed: Duration) -> Figures {
    micros.sort_unstable();
    let at = |q: f64| {
        if micros.is_empty() {
            0.0
        } else {
            micros[((micros.len() as f64 * q) as usize).min(micros.len() - 1)] as f64 / 1000.0
        }
    };
    Figures {
        rate: micros.len() as f64 / elapsed.as_secs_f64(),
        p50: at(0.50),
        p99: at(0.99),
    }
}

/// One-row write transactions, one after another, on a connection with the bot's settings
/// (the same `BEGIN` as the store's writer).
async fn raw_commits(
    conn: &mut AnyConnection,
    seconds: f64,
) -> Result<(Vec<u64>, Duration), BoxError> {
    let begin = Backend::of(conn).begin_statement();
    let mut micros = Vec::new();
    let started = Instant::now();
    let mut i: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM bench_raw")
        .fetch_one(&mut *conn)
        .await?;
    while started.elapsed().as_secs_f64() < seconds {
        let t = Instant::now();
        sqlx::query(begin).execute(&mut *conn).await?;
        sqlx::query("INSERT INTO bench_raw (id, v) VALUES ($1, $1)")
            .bind(i)
            .execute(&mut *conn)
            .await?;
        sqlx::query("COMMIT").execute(&mut *conn).await?;
        micros.push(t.elapsed().as_micros() as u64);
        i += 1;
    }
    Ok((micros, started.elapsed()))
}

/// A game the benchmark plays: its id, players, and a copy of its state kept from the
/// acknowledgements.
struct Played {
    id: String,
    users: Vec<Uid>,
    game: Box<dyn Play>,
}

async fn create_games(
    svc: &Service,
    count: usize,
    players: usize,
    first_user: Uid,
) -> Result<Vec<Played>, BoxError> {
    let mut tasks = tokio::task::JoinSet::new();
    let mut made = Vec::with_capacity(count);
    for i in 0..count {
        let svc = svc.clone();
        let users: Vec<Uid> = (0..players as Uid)
            .map(|k| first_user + (i * players) as Uid + k + 1)
            .collect();
        tasks.spawn(async move { create_game(&svc, users).await });
        if tasks.len() >= 64 {
            made.push(tasks.join_next().await.expect("a task")??);
        }
    }
    while let Some(done) = tasks.join_next().await {
        made.push(done??);
    }
    Ok(made)
}

async fn create_game(svc: &Service, users: Vec<Uid>) -> Result<Played, BoxError> {
    let info = svc
        .create_game(
            PLACE,
            &Actor::new(UserId(users[0]), "p0"),
            GameSettings::default(),
        )
        .await?;
    for (k, &u) in users.iter().enumerate().skip(1) {
        svc.join(&info.id, &Actor::new(UserId(u), format!("p{k}")))
            .await?;
    }
    svc.start_game(&info.id, UserId(users[0])).await?;
    let game = svc.view(&info.id).await?.game.ok_or("a started game")?;
    Ok(Played {
        id: info.id,
        users,
        game,
    })
}

/// A random legal trail for some player still to finish: (user, trail text).
fn pick(p: &Played, rng: &mut Rng) -> Option<(UserId, String)> {
    let waiting = p.game.to_act().seats();
    if p.game.is_finished() || waiting.is_empty() {
        return None;
    }
    let seat = waiting[rng.below(waiting.len() as u32) as usize];
    let text = p.game.any_legal_move(seat, rng.next_u64())?;
    Some((UserId(p.users[seat]), text))
}

fn absorb(p: &mut Played, moves: &[String]) -> Result<(), BoxError> {
    for text in moves {
        p.game
            .apply(text)
            .map_err(|e| format!("{}: acknowledged {text} does not apply: {e}", p.id))?;
    }
    Ok(())
}

/// `clients` tasks, each playing its share of the games in turn, one move at a time, for
/// `seconds`. A game that ends is replaced by a new one (not timed).
async fn drive(
    svc: &Service,
    games: &mut Vec<Played>,
    clients: usize,
    seconds: f64,
    players: usize,
    next_user: &mut Uid,
) -> Result<(Vec<u64>, Duration), BoxError> {
    let mut shares: Vec<Vec<Played>> = (0..clients).map(|_| Vec::new()).collect();
    for (i, g) in games.drain(..).enumerate() {
        shares[i % clients].push(g);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = tokio::task::JoinSet::new();
    let users_per_client = 1_000_000 as Uid;
    for (k, mut share) in shares.into_iter().enumerate() {
        let (svc, stop) = (svc.clone(), stop.clone());
        let mut user = *next_user + k as Uid * users_per_client;
        tasks.spawn(async move {
            let mut rng = Rng::new(k as u64, 3);
            let mut micros = Vec::new();
            let mut i = 0;
            while !stop.load(Ordering::Relaxed) && !share.is_empty() {
                i = (i + 1) % share.len();
                let p = &mut share[i];
                let Some((u, trail)) = pick(p, &mut rng) else {
                    let users: Vec<Uid> = (0..players as Uid).map(|j| user + j).collect();
                    user += players as Uid;
                    share[i] = create_game(&svc, users).await?;
                    continue;
                };
                let t = Instant::now();
                let outcome = svc.play(&p.id, u, &trail).await?;
                micros.push(t.elapsed().as_micros() as u64);
                absorb(p, &outcome.moves)?;
            }
            Ok::<_, BoxError>((micros, share))
        });
    }
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs_f64(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let mut all = Vec::new();
    while let Some(done) = tasks.join_next().await {
        let (micros, share) = done??;
        all.extend(micros);
        games.extend(share);
    }
    // Moves in flight at the stop are counted, and so is the time they took to finish.
    let elapsed = started.elapsed();
    *next_user += clients as Uid * users_per_client;
    Ok((all, elapsed))
}

/// Adds `count` games and plays `turns` turns in each, 64 games at a time.
async fn fill(
    svc: &Service,
    count: usize,
    players: usize,
    turns: usize,
    first_user: Uid,
) -> Result<(), BoxError> {
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..count {
        let svc = svc.clone();
        let users: Vec<Uid> = (0..players as Uid)
            .map(|k| first_user + (i * players) as Uid + k)
            .collect();
        tasks.spawn(async move {
            let mut p = create_game(&svc, users).await?;
            let mut rng = Rng::new(i as u64, 4);
            let (mut at, mut played) = (p.game.turn(), 0);
            while played < turns && !p.game.is_finished() {
                let Some((u, trail)) = pick(&p, &mut rng) else {
                    break;
                };
                let outcome = svc.play(&p.id, u, &trail).await?;
                absorb(&mut p, &outcome.moves)?;
                if p.game.turn() != at {
                    (at, played) = (p.game.turn(), played + 1);
                }
            }
            Ok::<_, BoxError>(())
        });
        if tasks.len() >= 64 {
            tasks.join_next().await.expect("a task")??;
        }
    }
    while let Some(done) = tasks.join_next().await {
        done??;
    }
    Ok(())
}

/// Resident memory of this process, in KiB (Linux; 0 elsewhere).
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

async fn memory_probe(db: &Path) -> Result<String, BoxError> {
    let before = rss_kib();
    let started = Instant::now();
    let svc = Service::open(db, Arc::new(SystemClock), ServiceConfig::default()).await?;
    let elapsed = started.elapsed();
    let after = rss_kib();
    let games = svc.live_games();
    let active: i64 = svc.store().count_games(GameStatus::Active).await?;
    svc.shutdown().await;
    Ok(format!(
        "memory: {games} games loaded ({active} active) in {:.2} s; RSS {:.1} MiB before, {:.1} MiB after: {:.1} MiB for the games, {:.1} KiB per game",
        elapsed.as_secs_f64(),
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        (after.saturating_sub(before)) as f64 / 1024.0,
        (after.saturating_sub(before)) as f64 / games.max(1) as f64,
    ))
}
