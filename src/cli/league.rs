//! `tucana league recompute --db PATH [--league ID] [--write]`: rebuilds the leagues'
//! ratings from their stored results and says whether they match the stored ratings.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::EXIT_BAD_INPUT;
use crate::app::{recompute_ratings, RecomputeReport};
use crate::store::{LeagueId, Store};

#[derive(Debug, Args)]
pub struct LeagueArgs {
    #[command(subcommand)]
    pub command: LeagueCommand,
}

#[derive(Debug, Subcommand)]
pub enum LeagueCommand {
    /// Recompute the ratings from the stored game results and compare them with the stored
    /// ratings (bit for bit); exit status 1 if they differ (and were not rewritten).
    Recompute(RecomputeArgs),
}

#[derive(Debug, Args)]
pub struct RecomputeArgs {
    /// The bot's database (stop the bot first when using --write).
    #[arg(long)]
    pub db: PathBuf,
    /// Only this league (its id, as this command lists them); default every league.
    #[arg(long)]
    pub league: Option<i64>,
    /// Replace the stored ratings and rating events by the recomputed ones where they
    /// differ.
    #[arg(long)]
    pub write: bool,
}

pub fn run(args: &LeagueArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match &args.command {
        LeagueCommand::Recompute(args) => recompute(args, out, err),
    }
}

fn recompute(args: &RecomputeArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    if !args.db.is_file() {
        let _ = writeln!(err, "no database at {}", args.db.display());
        return EXIT_BAD_INPUT;
    }
    let rt = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            let _ = writeln!(err, "cannot start the runtime: {e}");
            return 1;
        }
    };
    let reports = rt.block_on(async {
        let store = Store::open(&args.db)
            .await
            .map_err(|e| format!("cannot open {}: {e}", args.db.display()))?;
        let ids = match args.league {
            Some(id) => vec![LeagueId(id)],
            None => store.league_ids().await.map_err(|e| e.to_string())?,
        };
        let mut reports = Vec::new();
        for id in ids {
            let report = recompute_ratings(&store, id, args.write).await;
            reports.push(report.map_err(|e| format!("league {id}: {e}")));
        }
        store.close().await;
        Ok::<_, String>(reports)
    });
    let reports = match reports {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            return EXIT_BAD_INPUT;
        }
    };
    if reports.is_empty() {
        let _ = writeln!(out, "no leagues");
    }
    let mut status = 0;
    for report in reports {
        match report {
            Ok(r) => {
                let _ = writeln!(out, "{}", describe(&r));
                if !r.matches() && !r.written {
                    status = status.max(1);
                }
            }
            Err(e) => {
                let _ = writeln!(err, "{e}");
                status = EXIT_BAD_INPUT;
            }
        }
    }
    status
}

fn describe(r: &RecomputeReport) -> String {
    let head = format!(
        "league {} ({}): {} games, {} players, {} rating events: ",
        r.league_id, r.league, r.games, r.players, r.events
    );
    if r.matches() {
        return head + "the stored ratings match";
    }
    let mut s = head
        + if r.written {
            "the stored ratings differed and were rewritten"
        } else {
            "the stored ratings DIFFER (run with --write to replace them)"
        };
    for d in &r.differences {
        s.push_str("\n  - ");
        s.push_str(d);
    }
    s
}
