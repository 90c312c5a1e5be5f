//! What happened in a game, told as its reader may see it: the game's public log (`/game
//! log`) and what a player missed since their last move ("since you were away", at the
//! head of their next move's, map's or status's reply).
//!
//! Written once for every game, from the game interface alone: the moves told are applied
//! again to the game as it stood before the first of them, and each move told is its public
//! line ([`Play::public_line`], asked before the move) followed by the happenings it causes
//! (the thread's posts: [`Happening`]). What is told is the game as the reader may see it
//! ([`FreePace::seen_by`](crate::game::FreePace::seen_by)): a free-paced game shows
//! nothing of what the reader has not reached, and a hidden choice is told by nothing but
//! the happening that reveals it. The earlier states come from those the service keeps
//! with the game (`app::kept`), never from a replay from the game's seed: what a move's
//! reply tells costs the moves it tells and a few more (in a free-paced game, the log as
//! the reader sees it, from the set-up, as seeing it costs anyway). Pure and synchronous:
//! the service runs it on the drawers' threads ([`crate::app::heavy`]).

use crate::app::kept::Kept;
use crate::game::{does_not_replay, Happening, MoveError, Play, Seat};
use crate::words::{Catalog, Msg};

/// The most lines "since you were away" shows; the rest are counted ("and N more").
pub const AWAY_LINES: usize = 10;

/// The lines of a `/game log` page.
pub const LOG_PAGE: usize = 12;

/// A line of a game's public log: about these players (their names go first, as the
/// thread's posts put them before the game's words), or about none. The game's words are a
/// message whose seats are named ([`Msg::naming`]), which each surface renders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub who: Vec<String>,
    pub text: Msg,
}

/// One player's total before and after what a summary tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub name: String,
    pub before: u32,
    pub after: u32,
}

/// What happened in a game since a player's last move, as they may see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Away {
    /// At most [`AWAY_LINES`] lines with [`Away::standings`], oldest first.
    pub lines: Vec<LogLine>,
    /// The lines left out (the newest), to read with `/game log`.
    pub more: usize,
    /// Every player's total, best first, when some total changed; empty otherwise.
    pub standings: Vec<Change>,
}

/// A page of a game's public log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogPage {
    /// The page's lines, from line `from` (counted from 0).
    pub lines: Vec<LogLine>,
    pub from: usize,
    /// The lines of the whole log.
    pub total: usize,
}

/// A game's kept states: where any log of it is told from.
pub(crate) struct Origin<'a> {
    /// Its set-up and the earlier states the service keeps ([`Kept`]).
    pub kept: &'a Kept,
    /// The players' names, in seat order.
    pub names: &'a [String],
}

/// What replaying a log told: its lines, and the standings (seat, total) before the first
/// move told and after the whole log.
struct Telling {
    lines: Vec<LogLine>,
    before: Vec<(Seat, u32)>,
    after: Vec<(Seat, u32)>,
}

impl Origin<'_> {
    /// Tells `log`, the moves `told` picks (asked once per move, in order, with the seat
    /// that made it), from the game as it stood before the first of them: a kept state if
    /// `log` is the game's own (`own`), else the set-up.
    fn tell(
        &self,
        log: &[String],
        own: bool,
        mut told: impl FnMut(Option<Seat>) -> bool,
    ) -> Result<Telling, String> {
        // Who made a move is read from its text: any state of the game answers.
        let setup = self.kept.setup();
        let picked: Vec<bool> = log.iter().map(|text| told(setup.mover(text))).collect();
        let first = picked.iter().position(|&p| p).unwrap_or(log.len());
        let mut game = match own {
            true => self.kept.at(log, first),
            false => self.kept.setup_with(&log[..first]),
        }
        .map_err(|(i, e)| does_not_replay(i, &log[i], &e))?;
        let before = totals(game.as_ref());
        let mut lines = Vec::new();
        for (i, text) in log.iter().enumerate().skip(first) {
            let told = apply_told(game.as_mut(), text, self.names, picked[i])
                .map_err(|e| does_not_replay(i, text, &e))?;
            lines.extend(told.lines);
        }
        Ok(Telling {
            lines,
            before,
            after: totals(game.as_ref()),
        })
    }

    /// The whole of the game's public log as `viewer` may see it (`None`: someone not
    /// playing). `game` is the game now.
    fn log_lines(&self, game: &dyn Play, viewer: Option<Seat>) -> Result<Vec<LogLine>, String> {
        let seen = game.seen_by(viewer).log();
        // Everything is told: from the set-up, whatever the log.
        Ok(self.tell(&seen, false, |_| true)?.lines)
    }

    /// The whole public log as someone not playing may see it, each line with the number of
    /// moves played when it was told (the web page's story, step by step).
    pub fn story(&self, game: &dyn Play) -> Result<Vec<(usize, LogLine)>, String> {
        let log = game.seen_by(None).log();
        let mut state = self.kept.setup().boxed_clone();
        let mut lines = Vec::new();
        for (i, text) in log.iter().enumerate() {
            let told = apply_told(state.as_mut(), text, self.names, true)
                .map_err(|e| does_not_replay(i, text, &e))?;
            lines.extend(told.lines.into_iter().map(|line| (i + 1, line)));
        }
        Ok(lines)
    }

    /// The game's public log as `viewer` may see it (`None`: someone not playing): the
    /// page of [`LOG_PAGE`] lines from line `from`. `game` is the game now.
    pub fn log_page(
        &self,
        game: &dyn Play,
        viewer: Option<Seat>,
        from: usize,
    ) -> Result<LogPage, String> {
        let lines = self.log_lines(game, viewer)?;
        let total = lines.len();
        let from = from.min(total.saturating_sub(1) / LOG_PAGE * LOG_PAGE);
        Ok(LogPage {
            lines: lines.into_iter().skip(from).take(LOG_PAGE).collect(),
            from,
            total,
        })
    }

    /// What happened in `game` (the game now) since `viewer`'s last move, as they may see
    /// it now; `None` if nothing did. A move of another seat is told if the viewer could
    /// not see it at their last move (in a free-paced game, one that their last move or
    /// their progress since has let them see is told too); the viewer's own moves never
    /// are.
    /// `upto`: the game as it was before its move `upto` (a move just made, whose reply
    /// tells what came before it).
    pub fn away(
        &self,
        game: &dyn Play,
        viewer: Seat,
        upto: Option<usize>,
    ) -> Result<Option<Away>, String> {
        let mut log = game.log();
        // A game that does not say who made its moves tells nobody what they missed.
        if !log.iter().any(|text| game.mover(text).is_some()) {
            return Ok(None);
        }
        let before;
        let game = match upto.filter(|&n| n < log.len()) {
            Some(n) => {
                log.truncate(n);
                before = self
                    .kept
                    .at(&log, n)
                    .map_err(|(i, e)| does_not_replay(i, &log[i], &e))?;
                before.as_ref()
            }
            None => game,
        };
        let last = log
            .iter()
            .rposition(|text| game.mover(text) == Some(viewer));
        // What the viewer could see at their last move: the log up to it; in a free-paced
        // game, the game as they saw it just before it, so that what that move let them
        // see (the others' moves of the turn they finished) is told too.
        let then = match last {
            None => Vec::new(),
            Some(last) if game.is_free_paced() => self
                .kept
                .at(&log, last)
                .map_err(|(i, e)| does_not_replay(i, &log[i], &e))?
                .seen_by(Some(viewer))
                .log(),
            Some(last) => log[..=last].to_vec(),
        };
        // A seat's moves are seen in order, so what was seen of each seat then is the
        // first so many of its moves now (the moves of nobody's counted as one more seat).
        let seat_index = |mover: Option<Seat>| mover.unwrap_or(self.names.len());
        let mut seen_then = vec![0usize; self.names.len() + 1];
        for text in &then {
            seen_then[seat_index(game.mover(text))] += 1;
        }
        let mut seen_now = vec![0usize; self.names.len() + 1];
        let now = game.seen_by(Some(viewer)).log();
        // Only a free-paced game is seen otherwise than as it is: any other's log seen is
        // its own, told from the state kept nearest the viewer's last move.
        let own = !game.is_free_paced();
        let told = self.tell(&now, own, |mover| {
            let slot = seat_index(mover);
            seen_now[slot] += 1;
            mover != Some(viewer) && seen_now[slot] > seen_then[slot]
        })?;
        Ok(summary(told, self.names))
    }
}

/// A logged move applied to `game`, and what everyone may read of it.
pub struct Told {
    /// Its public line ([`Play::public_line`]) and the happenings it caused, as the
    /// thread's posts tell them; none if it was not to be told.
    pub lines: Vec<LogLine>,
    /// What the move did, for its player alone ([`crate::game::Applied::note`]).
    pub note: Option<Msg>,
}

/// Applies the logged move `text` to `game` (the game's refusal if it is not legal, the
/// game unchanged) and, if `tell`, tells it as a line of the public log: its public line
/// (asked before the move) and the happenings it causes. `names`: the players' names in
/// seat order. A line of `/game log`, of "since you were away", of a game played in the
/// terminal (`tucana play`).
pub fn apply_told(
    game: &mut dyn Play,
    text: &str,
    names: &[String],
    tell: bool,
) -> Result<Told, MoveError> {
    // The game's words, after the mover's name (the line's `who`).
    let line = tell
        .then(|| game.public_line(text))
        .flatten()
        .map(|m| crate::msg!("after-names", text = m.naming(names)));
    let mover = game.mover(text);
    let applied = game.apply(text)?;
    let mut lines = Vec::new();
    if tell {
        if let Some(text) = line {
            lines.push(LogLine {
                who: mover.map(|s| names_of(names, &[s])).unwrap_or_default(),
                text,
            });
        }
        for happening in applied.happenings {
            happening_lines(happening, names, &mut lines);
        }
    }
    Ok(Told {
        lines,
        note: applied.note,
    })
}

/// A finished or scripted game's whole public log, as someone not playing may see it,
/// told from `start`, the game before its first move (`tucana replay --log`). `game` is
/// the game now; `names` the players' names in seat order.
pub fn public_log(
    start: &dyn Play,
    game: &dyn Play,
    names: &[String],
) -> Result<Vec<LogLine>, String> {
    let kept = Kept::new(start, names.len(), &[]);
    Origin { kept: &kept, names }.log_lines(game, None)
}

impl LogLine {
    /// The line as words, in `words`' language: its players' names (each as `name` writes
    /// it), then the game's words; on one line.
    pub fn said(&self, words: &Catalog, name: impl Fn(&str) -> String) -> String {
        self.said_in(words, "en", name)
    }

    /// [`LogLine::said`] in `lang` (a tag of [`crate::words::LANGUAGES`]).
    pub fn said_in(&self, words: &Catalog, lang: &str, name: impl Fn(&str) -> String) -> String {
        let who: Vec<String> = self.who.iter().map(|n| name(n)).collect();
        let said = words.render_in(lang, &self.text, &[]);
        let text = match who.as_slice() {
            [] => said.trim().to_owned(),
            _ => format!("{}{}", who.join(", "), said.trim_end()),
        };
        text.replace('\n', " ")
    }
}

fn names_of(names: &[String], seats: &[Seat]) -> Vec<String> {
    seats
        .iter()
        .filter_map(|&s| names.get(s).cloned())
        .collect()
}

/// A happening as the thread's post says it, a line per seat's line.
fn happening_lines(happening: Happening, names: &[String], out: &mut Vec<LogLine>) {
    let line = |who: Vec<String>, text: Msg| LogLine {
        who,
        text: text.naming(names),
    };
    match happening {
        Happening::RoundEnded { round } => {
            out.push(line(
                Vec::new(),
                Msg::new("round-over").with("round", round + 1),
            ));
        }
        Happening::TurnSkipped { at, what } => out.push(line(
            Vec::new(),
            Msg::new("turn-skipped-at")
                .with("round", at.round + 1)
                .with("turn", at.turn + 1)
                .with("what", what),
        )),
        Happening::Note(text) => out.push(line(Vec::new(), text)),
        Happening::Seats { seats, text } => out.push(line(names_of(names, &seats), text)),
        Happening::Lines(lines) => out.extend(lines.into_iter().map(|(seat, text)| {
            let who = seat.map(|s| names_of(names, &[s])).unwrap_or_default();
            line(who, text)
        })),
    }
}

/// Every seat's total, in seat order.
fn totals(game: &dyn Play) -> Vec<(Seat, u32)> {
    game.standings().iter().map(|s| (s.seat, s.total)).collect()
}

/// The summary of what was told: its first lines (the standings change counted among the
/// [`AWAY_LINES`]), or `None` when nothing was.
fn summary(told: Telling, names: &[String]) -> Option<Away> {
    let changed = told.before != told.after;
    if told.lines.is_empty() && !changed {
        return None;
    }
    let mut standings: Vec<Change> = Vec::new();
    if changed {
        let mut after = told.after.clone();
        after.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        for (seat, total) in after {
            let before = told
                .before
                .iter()
                .find(|(s, _)| *s == seat)
                .map_or(0, |(_, t)| *t);
            standings.push(Change {
                name: names.get(seat).cloned().unwrap_or_default(),
                before,
                after: total,
            });
        }
    }
    // The standings take a line; "and N more" another, when lines are left out.
    let room = AWAY_LINES - usize::from(changed);
    let mut lines = told.lines;
    let more = match lines.len() > room {
        true => lines.len() - (room - 1),
        false => 0,
    };
    lines.truncate(lines.len() - more);
    Some(Away {
        lines,
        more,
        standings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kept::COPIES;
    use crate::game::rng::Rng;

    /// The moves each random game of [`kept_states_tell_what_the_set_up_tells`] is played
    /// to (fewer if it ends before): several of the kept states' intervals.
    const MOVES: usize = 7 * crate::app::kept::EVERY;

    /// A random move of `seat` in `game`, as logged: a legal one, else its default.
    fn random_move(game: &dyn Play, seat: Seat, names: &[String], rng: &mut Rng) -> String {
        game.any_legal_move(seat, rng.next_u64())
            .and_then(|typed| game.parse_named(seat, &typed, names).ok())
            .or_else(|| game.default_move(seat))
            .unwrap_or_else(|| game.resign_move(seat))
    }

    /// What is told from the states kept as a game is played is what is told from its
    /// set-up alone (the old way, a replay of the whole log): for every game of the
    /// registry, together and (where it can be) at everyone's own pace, played at random,
    /// each seat's summary at every few moves, the reply to each of those moves, and the
    /// mover's public log. The states kept stay few (the set-up and at most [`COPIES`]).
    #[test]
    fn kept_states_tell_what_the_set_up_tells() {
        // The most states any game kept at once: copies were told from, and pruned.
        let mut most = 0;
        for &rules in crate::games::all() {
            let together = rules.options(&[]).expect("default options");
            let free = rules.with_pace(&together, true).ok();
            for options in std::iter::once(together).chain(free) {
                let seats = 3_usize.clamp(*rules.seats().start(), *rules.seats().end());
                let setup = rules.setup(7, &options, seats).expect("a set-up");
                let names: Vec<String> = (0..seats).map(|s| format!("P{s}")).collect();
                let alone = Kept::new(setup.as_ref(), seats, &[]);
                let mut kept = Kept::new(setup.as_ref(), seats, &[]);
                let mut game = setup.boxed_clone();
                let mut rng = Rng::new(11, 0);
                for at in 0..MOVES {
                    let to_act = game.to_act().seats();
                    if to_act.is_empty() {
                        break;
                    }
                    let seat = to_act[rng.below(to_act.len() as u32) as usize];
                    let text = random_move(game.as_ref(), seat, &names, &mut rng);
                    let mover = game.mover(&text);
                    game.apply(&text).expect("a legal move applies");
                    kept.applied(at, mover, game.as_ref());
                    let states = kept.states_kept();
                    assert!(states <= 1 + COPIES, "{states} states kept");
                    most = most.max(states);
                    if at % 5 != 4 {
                        continue;
                    }
                    let from_kept = Origin {
                        kept: &kept,
                        names: &names,
                    };
                    let from_setup = Origin {
                        kept: &alone,
                        names: &names,
                    };
                    let case = format!("{} {options} after {at} moves", rules.id());
                    for viewer in 0..seats {
                        assert_eq!(
                            from_kept.away(game.as_ref(), viewer, None),
                            from_setup.away(game.as_ref(), viewer, None),
                            "{case}: seat {viewer}"
                        );
                    }
                    if let Some(mover) = mover {
                        assert_eq!(
                            from_kept.away(game.as_ref(), mover, Some(at)),
                            from_setup.away(game.as_ref(), mover, Some(at)),
                            "{case}: the reply to seat {mover}'s move"
                        );
                        assert_eq!(
                            from_kept.log_page(game.as_ref(), Some(mover), 0),
                            from_setup.log_page(game.as_ref(), Some(mover), 0),
                            "{case}: seat {mover}'s log"
                        );
                    }
                }
            }
        }
        assert!(
            most > 2,
            "copies were kept besides the set-up and the newest: {most}"
        );
    }

    fn telling(lines: usize, before: u32, after: u32) -> Telling {
        Telling {
            lines: (0..lines)
                .map(|i| LogLine {
                    who: vec!["Ana".to_owned()],
                    text: Msg::written(format!(" moved {i}")),
                })
                .collect(),
            before: vec![(0, before), (1, 7)],
            after: vec![(0, after), (1, 7)],
        }
    }

    #[test]
    fn nothing_told_is_no_summary() {
        let names = ["Ana".to_owned(), "Ben".to_owned()];
        assert_eq!(summary(telling(0, 3, 3), &names), None);
        assert!(summary(telling(0, 3, 5), &names).is_some());
    }

    #[test]
    fn a_summary_fits_its_lines_with_the_standings_and_the_count() {
        let names = ["Ana".to_owned(), "Ben".to_owned()];
        let away = summary(telling(30, 3, 9), &names).unwrap();
        // 8 lines, "and 22 more", the standings: 10.
        assert_eq!((away.lines.len(), away.more), (8, 22));
        assert_eq!(
            away.lines[0].text,
            Msg::written(" moved 0"),
            "the oldest first"
        );
        let ana = Change {
            name: "Ana".to_owned(),
            before: 3,
            after: 9,
        };
        let ben = Change {
            name: "Ben".to_owned(),
            before: 7,
            after: 7,
        };
        assert_eq!(away.standings, [ana, ben], "best first");
        let away = summary(telling(10, 3, 3), &names).unwrap();
        assert_eq!((away.lines.len(), away.more), (10, 0));
        let away = summary(telling(11, 3, 3), &names).unwrap();
        assert_eq!((away.lines.len(), away.more), (9, 2));
        assert!(away.standings.is_empty());
    }
}
