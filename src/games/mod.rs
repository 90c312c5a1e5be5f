//! The registry: every game the bot hosts, one line each.
//!
//! Each game is one folder here (its rules, its pictures, its move text, its assets under
//! `assets/<game>/`) that implements the game interface ([`crate::game::Rules`] and
//! [`crate::game::Play`]). Nothing outside a game's folder and this file names it; the layers
//! above find a game by its stored id through [`find`].

use crate::game::{GameKind, Rules};

pub mod combi_nations;
pub mod la_isla;
pub mod tucana;

/// Every game, in the order menus list them; the first is the default of a new game.
static ALL: &[&dyn Rules] = &[
    &tucana::TUCANA,
    &combi_nations::play::COMBI_NATIONS,
    &la_isla::play::LA_ISLA,
];

/// The most players any game seats: a league's largest table.
pub const MAX_SEATS: usize = tucana::setup::MAX_PLAYERS;

/// Every game the bot hosts.
pub fn all() -> &'static [&'static dyn Rules] {
    ALL
}

/// The game of this kind, if the registry has it.
pub fn find(kind: &GameKind) -> Option<&'static dyn Rules> {
    ALL.iter().copied().find(|g| *kind == g.id())
}

/// The games' offline tools, subcommands of the `tucana` binary: Trails of Tucana's, under
/// the names they had when it was the only game; `replay` and `sim` pick the game (a
/// script's `"game"`, `sim --game`).
pub mod tools {
    pub use super::tucana::cli::{ai, play, render};

    /// Exit status for bad input (a bad script, bad arguments): the binary's.
    const EXIT_BAD_INPUT: u8 = 2;

    /// `tucana replay SCRIPT.json`: a script's `"game"` picks the game; without one it is
    /// Trails of Tucana's.
    pub mod replay {
        use std::io::Write;

        use super::super::{combi_nations, la_isla, tucana};
        use super::EXIT_BAD_INPUT;

        pub use tucana::cli::replay::ReplayArgs;

        pub fn run(args: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
            let text = match tucana::cli::replay::read(args) {
                Ok(text) => text,
                Err(e) => {
                    let _ = writeln!(err, "{e}");
                    return EXIT_BAD_INPUT;
                }
            };
            match game_of(&text).as_deref() {
                None | Some("tucana") => tucana::cli::replay::run_text(&text, out, err),
                Some(combi_nations::script::GAME) => combi_nations::cli::replay(&text, out, err),
                Some(la_isla::script::GAME) => la_isla::cli::replay(&text, out, err),
                Some(other) => {
                    let _ = writeln!(
                        err,
                        "game: unknown game {other:?} (\"tucana\", \"combi-nations\" or \"la-isla\")"
                    );
                    EXIT_BAD_INPUT
                }
            }
        }

        /// The script's `"game"`, if it is JSON with a string there (anything else is left
        /// to Trails of Tucana's reader, which says what is wrong).
        fn game_of(text: &str) -> Option<String> {
            #[derive(serde::Deserialize)]
            struct Which {
                game: Option<String>,
            }
            serde_json::from_str::<Which>(text).ok()?.game
        }
    }

    /// `tucana sim`: Trails of Tucana's options, and `--game`.
    pub mod sim {
        use std::io::Write;

        use clap::Args;

        use super::super::{combi_nations, la_isla, tucana};

        // No argument group of its own: clap names a group after its struct, and Tucana's
        // flattened arguments are a `SimArgs` too.
        #[derive(Debug, Args)]
        #[group(skip)]
        pub struct SimArgs {
            /// The game: tucana, combi-nations (which uses --players 1–5, --games, --seed
            /// and --dump) or la-isla (--players 2–4, --games, --seed, --deck and --dump).
            #[arg(long, default_value = "tucana", value_parser = ["tucana", "combi-nations", "la-isla"])]
            pub game: String,
            /// La Isla's deck: basic or full.
            #[arg(long, default_value = "basic", value_parser = ["basic", "full"])]
            pub deck: String,
            #[command(flatten)]
            pub tucana: tucana::cli::sim::SimArgs,
        }

        pub fn run(args: &SimArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
            if args.game == combi_nations::script::GAME {
                let t = &args.tucana;
                let run = combi_nations::cli::SimRun {
                    players: t.players,
                    games: t.games,
                    seed: t.seed,
                    dump: t.dump.as_deref(),
                };
                combi_nations::cli::sim(&run, out, err)
            } else if args.game == la_isla::script::GAME {
                let t = &args.tucana;
                let run = la_isla::cli::SimRun {
                    players: t.players,
                    games: t.games,
                    seed: t.seed,
                    deck: if args.deck == "full" {
                        la_isla::state::Deck::Full
                    } else {
                        la_isla::state::Deck::Basic
                    },
                    dump: t.dump.as_deref(),
                };
                la_isla::cli::sim(&run, out, err)
            } else {
                tucana::cli::sim::run(&args.tucana, out, err)
            }
        }
    }
}
