//! `tucana play`, driven through its standard input to the end of a game.

use std::io::Write;
use std::process::{Command, Stdio};

use tucana::game::rng::Rng;
use tucana::games::tucana::daily::{daily, DailySecret};
use tucana::games::tucana::{Game, MapId, Move, Options, Setup, TurnState};
use tucana::store::{Store, Write as StoreWrite};

/// Plays a game in-process with random legal moves, and returns the lines a person would
/// type for it (with some mistakes and questions mixed in) and the finished game.
fn typed_game(seed: u64, options: Options) -> (String, Game) {
    let mut game = Game::new(Setup::from_seed(seed, options, 1).unwrap());
    let mut rng = Rng::new(seed, 3);
    let map = game.map();
    let mut lines = vec!["help".to_string(), "legal".to_string(), "Z9-A1".to_string()];
    while !game.is_finished() {
        if matches!(game.turn_state(0), TurnState::Bonus(_)) && rng.below(3) == 0 {
            lines.push("skip".into());
            game.apply(Move::SkipBonus { seat: 0 }).unwrap();
            continue;
        }
        let legal = game.legal_trails(0);
        let edge = legal.nth(rng.below(legal.len() as u32) as usize).unwrap();
        let label = map.edge_label(edge);
        // Half the time, type it backwards and in lower case.
        lines.push(if rng.below(2) == 0 {
            let (a, b) = label.split_once('-').unwrap();
            format!("{} {}", b.to_lowercase(), a.to_lowercase())
        } else {
            label
        });
        game.apply(Move::Trail { seat: 0, edge }).unwrap();
    }
    (lines.join("\n") + "\n", game)
}

fn run_play(args: &[&str], input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = run_play_in(&dir, args, input);
    // The sheet after the last move is a PNG of the island.
    let png = std::fs::read(dir.path().join("sheet.png")).expect("the sheet is written");
    let (w, h, _) = tucana::render::decode(&png).expect("a PNG");
    assert!(w >= 800 && h >= 600, "{w}x{h}");
    out
}

fn run_play_in(dir: &tempfile::TempDir, args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .arg("play")
        .args(args)
        .arg("--out")
        .arg(dir.path().join("sheet.png"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn expect_end(out: &str, game: &Game) {
    let s = game.standings().remove(0);
    let rounds: Vec<String> = s.rounds.iter().map(u32::to_string).collect();
    let want = format!(
        "Game over. Sights {}, villages {}, bonus {}: {} points.",
        rounds.join(" + "),
        s.villages,
        s.bonus,
        s.total
    );
    assert!(out.contains(&want), "expected {want:?} in:\n{out}");
    assert!(out.contains("there is no space Z9 on Isla"));
    assert!(out.contains("legal trails:"));
    assert_eq!(out.matches("Round 1 of").count(), 13);
}

#[test]
fn a_free_game_is_played_to_the_end_through_standard_input() {
    let (input, game) = typed_game(77, Options::default());
    let out = run_play(&["--seed", "77"], &input);
    expect_end(&out, &game);
    assert!(out.starts_with("Trails of Tucana: a solo game (seed 77) on Isla Petit."));
    assert!(out.contains("Round 2 of 2 · turn 13 of 13"));
}

const SECRET: &str = "a-deployment-secret-of-some-length";

#[test]
fn the_daily_challenge_of_a_date_is_played_to_the_end_with_the_secret() {
    let date = "2026-11-22".parse().unwrap(); // a Sunday: Isla Grande, Special Bonus
    let spec = daily(date, &DailySecret::new(SECRET).unwrap());
    assert_eq!(spec.options.map, MapId::Grande);
    let (input, game) = typed_game(spec.seed, spec.options);
    let out = run_play(&["--daily", "2026-11-22", "--secret", SECRET], &input);
    expect_end(&out, &game);
    assert!(out.contains("the daily challenge of 2026-11-22 on Isla Grande"));
    assert!(out.contains("Special Bonus: join two"));
}

/// `tucana play` with these arguments started, its standard streams piped.
fn spawn_play(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_tucana"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// `tucana play` with these arguments and input, whatever its exit status.
fn run_play_raw(args: &[&str], input: &str) -> std::process::Output {
    let mut child = spawn_play(args);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A bot's database with one recorded day: its seed and options as the bot stored them.
fn database_with_day(dir: &tempfile::TempDir, date: &str, seed: u64, options: Options) -> String {
    let db = dir.path().join("bot.db");
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = Store::open(&db).await.unwrap();
        store
            .write(StoreWrite::RecordDailyDay {
                game: "tucana".into(),
                date: date.to_string(),
                version: 2,
                seed,
                options: serde_json::to_string(&options).unwrap(),
                at: 0,
            })
            .await
            .unwrap();
        store.close().await;
    });
    db.to_str().unwrap().to_string()
}

#[test]
fn a_day_recorded_in_a_database_is_played_as_recorded() {
    let dir = tempfile::tempdir().unwrap();
    // Not what any secret would derive: the recorded day is played, whatever it is.
    let options = Options {
        map: MapId::Petit,
        ..Options::default()
    };
    let db = database_with_day(&dir, "2026-11-22", 4242, options);
    let (input, game) = typed_game(4242, options);
    let out = run_play(&["--daily", "2026-11-22", "--db", &db], &input);
    expect_end(&out, &game);
    assert!(out.contains("the daily challenge of 2026-11-22 on Isla Petit"));

    // A day the database has not recorded needs the secret.
    let other = run_play_raw(&["--daily", "2026-11-23", "--db", &db], "quit\n");
    assert_eq!(other.status.code(), Some(2));
    let why = String::from_utf8_lossy(&other.stderr);
    assert!(why.contains("2026-11-23 is not recorded in"), "{why}");
    assert_eq!(why.trim_end().lines().count(), 1, "{why}");
    // With the secret too, it is derived.
    let sheet = dir.path().join("s.png");
    let derived = run_play_raw(
        &[
            "--daily",
            "2026-11-23",
            "--db",
            &db,
            "--secret",
            SECRET,
            "--out",
            sheet.to_str().unwrap(),
        ],
        "quit\n",
    );
    assert!(derived.status.success());
    let spec = daily(
        "2026-11-23".parse().unwrap(),
        &DailySecret::new(SECRET).unwrap(),
    );
    let first = Game::new(Setup::from_seed(spec.seed, spec.options, 1).unwrap());
    let [a, b] = first.cards().unwrap();
    let out = String::from_utf8_lossy(&derived.stdout);
    let want = format!("turn 1 of 13 · cards: {} + {}", card(a), card(b));
    assert!(out.contains(&want), "{want:?} in {out}");
}

fn card(c: tucana::games::tucana::Card) -> &'static str {
    match c {
        tucana::games::tucana::Card::Any => "any terrain",
        c => c.name(),
    }
}

#[test]
fn the_daily_challenge_needs_a_database_or_the_secret() {
    let out = run_play_raw(&["--daily", "2026-11-22"], "");
    assert_eq!(out.status.code(), Some(2));
    let why = String::from_utf8_lossy(&out.stderr);
    assert_eq!(why.trim_end().lines().count(), 1, "one line: {why}");
    assert!(
        why.contains("is secret") && why.contains("--db") && why.contains("--secret"),
        "{why}"
    );
    assert!(out.stdout.is_empty(), "no game is shown");

    let short = run_play_raw(&["--daily", "2026-11-22", "--secret", "short"], "");
    assert_eq!(short.status.code(), Some(2));
    let why = String::from_utf8_lossy(&short.stderr);
    assert!(
        why.contains("--secret: a daily secret must be at least 16"),
        "{why}"
    );

    let missing = run_play_raw(
        &["--daily", "2026-11-22", "--db", "/nonexistent/bot.db"],
        "",
    );
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no database at /nonexistent/bot.db"));
}

#[test]
fn stopping_early_says_the_game_is_not_saved() {
    let out = run_play(&["--seed", "1"], "legal\n");
    assert!(out
        .trim_end()
        .ends_with("Stopped before the end; the game is not saved."));
    let bad = Command::new(env!("CARGO_BIN_EXE_tucana"))
        .args(["play", "--daily", "2026-13-01"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("is not a date: write it as YYYY-MM-DD"));
}

use crate::blocked;

#[test]
fn a_turn_you_cannot_play_is_announced_and_skipped() {
    let seed = blocked::blocked_solo_seed();
    let game = blocked::play_for_water(seed, 1);
    let map = game.map();
    let input: String = game
        .log()
        .iter()
        .map(|mv| match *mv {
            Move::Trail { edge, .. } => map.edge_label(edge) + "\n",
            _ => panic!("only trails: {mv:?}"),
        })
        .collect();
    let out = run_play(&["--seed", &seed.to_string()], &input);
    for s in game.skipped_turns() {
        let want = format!(
            "Round {}, turn {}: the cards are {} + {} and you cannot draw them; on to the next turn.",
            s.round + 1,
            s.turn + 1,
            s.cards[0],
            s.cards[1]
        );
        assert!(out.contains(&want), "{want:?} in:\n{out}");
        let never = format!("Round {} of 2 · turn {} of 13", s.round + 1, s.turn + 1);
        assert!(
            !out.contains(&never),
            "the skipped turn is not shown as a turn"
        );
    }
    assert!(out.contains("Game over."), "{out}");
}

/// Reads the output of `tucana play` up to its next prompt (`> `), or to its end (`None`
/// then, with what came before it appended to `all`).
fn up_to_prompt(stdout: &mut impl std::io::Read, all: &mut String) -> Option<String> {
    let mut chunk = Vec::new();
    let mut byte = [0u8; 1];
    loop {
        match stdout.read(&mut byte) {
            Ok(0) | Err(_) => {
                all.push_str(&String::from_utf8_lossy(&chunk));
                return None;
            }
            Ok(_) => chunk.push(byte[0]),
        }
        if chunk.ends_with(b"\n> ") || chunk == b"> " {
            let text = String::from_utf8_lossy(&chunk).into_owned();
            all.push_str(&text);
            return Some(text);
        }
    }
}

/// The first move of a `legal` listing (`  TEXT · note` lines after the count), in any
/// language: the first line indented by two spaces that is not a happening (`  • `).
fn first_listed(listing: &str) -> Option<String> {
    let first = listing
        .lines()
        .find(|l| l.starts_with("  ") && !l.starts_with("  • "))?
        .trim_start();
    Some(first.split(" · ").next().unwrap_or(first).to_owned())
}

/// What a game played at the terminal showed, and what was answered to the move no
/// game reads.
struct Played {
    out: String,
    refused: String,
}

/// `tucana play ARGS` played to its end through its standard input as a person would: a
/// move no game reads first, then at every prompt `legal`, and the first move it lists.
fn play_through(args: &[&str]) -> Played {
    play_through_typing(args, |listed| listed.to_owned())
}

/// [`play_through`], each listed move typed as `typing` writes it.
fn play_through_typing(args: &[&str], typing: impl Fn(&str) -> String) -> Played {
    let mut child = spawn_play(args);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut all = String::new();
    let mut refused = None;
    let mut asked = false;
    for prompts in 1..5_000 {
        let Some(chunk) = up_to_prompt(&mut stdout, &mut all) else {
            break;
        };
        if prompts == 2 {
            refused = Some(chunk.trim_end_matches("> ").trim().to_owned());
        }
        let line = if prompts == 1 {
            "this is no move of any game".to_owned()
        } else if !asked {
            asked = true;
            "legal".to_owned()
        } else {
            asked = false;
            let listed =
                first_listed(&chunk).unwrap_or_else(|| panic!("no legal move listed:\n{chunk}"));
            typing(&listed)
        };
        writeln!(stdin, "{line}").unwrap();
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}\n{all}",
        String::from_utf8_lossy(&out.stderr)
    );
    Played {
        out: all,
        refused: refused.unwrap_or_default(),
    }
}

/// Every game of the registry is played in the terminal to its end, against the core's
/// computer players: a move no game reads is refused in the game's words and the game goes
/// on; `legal` lists the moves as autocomplete does; the standings close it.
#[test]
fn every_game_is_played_in_the_terminal_against_computer_players() {
    for rules in tucana::games::all() {
        let id = rules.id();
        // One computer player, or as many as the game needs.
        let bots = vec!["normal"; (*rules.seats().start()).max(2) - 1].join(",");
        let played = play_through(&["--game", id, "--seats", &bots, "--seed", "5"]);
        let out = &played.out;
        assert!(out.starts_with(rules.name()), "{id}: {out}");
        assert!(out.contains("(seed 5)"), "{id}: {out}");
        assert!(!played.refused.is_empty(), "{id}: a refusal is told");
        assert!(
            !played.refused.contains("Done."),
            "{id}: {}",
            played.refused
        );
        assert!(!played.refused.contains("panicked"), "{id}");
        assert!(out.contains("legal move"), "{id}: the moves are listed");
        let end = out.rfind("Game over. The standings:").expect(id);
        let standings = &out[end..];
        assert!(standings.contains("You: "), "{id}: {standings}");
        assert!(standings.contains("Bot 2 (normal): "), "{id}: {standings}");
        assert!(standings.contains("1. "), "{id}: {standings}");
        // The computer players' moves and what followed are told as `/game log` tells them.
        assert!(
            out.contains("  • "),
            "{id}: the table's happenings are told"
        );
    }
}

/// `--seats` is checked against the game: its levels, and how many it seats.
#[test]
fn seats_the_game_cannot_take_are_refused_in_one_line() {
    let out = run_play_raw(&["--game", "la-isla", "--seats", "expert"], "");
    assert_eq!(out.status.code(), Some(2));
    let why = String::from_utf8_lossy(&out.stderr);
    assert_eq!(why.trim_end().lines().count(), 1, "{why}");
    assert!(
        why.contains("“expert”") && why.contains("easy, normal, strong"),
        "{why}"
    );

    let too_many = ["easy"; 9].join(",");
    let out = run_play_raw(&["--game", "la-isla", "--seats", &too_many], "");
    assert_eq!(out.status.code(), Some(2));
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(why.contains("La Isla seats 2 to 4 players"), "{why}");
    assert!(why.contains("9 computer players make 10"), "{why}");

    let out = run_play_raw(&["--game", "la-isla", "--daily", "2026-11-22"], "");
    assert_eq!(out.status.code(), Some(2));
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(
        why.contains("--daily: La Isla has no daily challenge"),
        "{why}"
    );
}

/// `tucana play --lang de`: the whole game in German, the moves typed in German words where
/// the notation has words (`pass yellow` as `passen gelb`), and no line of the terminal's
/// own English left.
#[test]
fn a_game_is_played_in_german_at_the_terminal_with_german_words() {
    let german = tucana::cli::words::catalog("de").unwrap();
    let english = tucana::cli::words::catalog("en").unwrap();
    let say = |words: &tucana::cli::words::Words, key: &'static str| {
        words.render(&tucana::words::Msg::new(key), &[])
    };
    for id in ["la-isla", "islas-canarias"] {
        let rules = *tucana::games::all().iter().find(|r| r.id() == id).unwrap();
        let words = tucana::game::typed::words(rules, "de");
        let in_german = |notation: &str| {
            tucana::game::typed::each_word(notation, |word| {
                let word = word.to_lowercase();
                words
                    .iter()
                    .find(|(german, canonical)| *canonical == word && *german != word)
                    .map(|(german, _)| german.clone())
            })
        };
        let typed_in_german = std::cell::Cell::new(0);
        let played = play_through_typing(
            &[
                "--game", id, "--seats", "normal", "--seed", "5", "--lang", "de",
            ],
            |listed| {
                let typed = in_german(listed);
                if typed != listed {
                    typed_in_german.set(typed_in_german.get() + 1);
                }
                typed
            },
        );
        let out = &played.out;
        assert!(
            typed_in_german.get() > 5,
            "{id}: {} moves typed in German words",
            typed_in_german.get()
        );
        assert!(out.contains(&say(&german, "cli-play-over")), "{id}: {out}");
        assert!(out.contains("Du: "), "{id}: {out}");
        for key in ["cli-play-over", "cli-play-done", "cli-play-stopped"] {
            assert!(!out.contains(&say(&english, key)), "{id}: {key} in English");
        }
        for english in ["Game over", "legal move", "Your status", "points"] {
            assert!(!out.contains(english), "{id}: {english:?} in {out}");
        }
    }
}

/// `--lang` takes the seven languages (Latin America's Spanish as Spain's) and refuses any
/// other in one line that lists them.
#[test]
fn an_unknown_language_is_refused_with_the_languages() {
    let out = run_play_raw(&["--game", "la-isla", "--lang", "tlh"], "");
    assert_eq!(out.status.code(), Some(2));
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(why.contains("“tlh”"), "{why}");
    assert!(why.contains("pt-BR") && why.contains("es-ES"), "{why}");
    let out = run_play_raw(
        &["--game", "la-isla", "--seats", "normal", "--lang", "es-419"],
        "quit\n",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let spanish = tucana::cli::words::catalog("es-ES").unwrap();
    let stopped = spanish.render(&tucana::words::Msg::new("cli-play-stopped"), &[]);
    assert!(String::from_utf8_lossy(&out.stdout).contains(&stopped));
}
