//! A game told as pictures: its replay as an animated GIF, for every game, written once
//! here (no game is named). `tucana render --animate` and the bot (a finished game's end
//! post, `/game replay`) both make it with [`animate`].
//!
//! A frame per step (a step ends when the game's turn moves on, or the game ends), each the
//! game's replay picture ([`Play::replay_view`]) after the step, under the step's caption
//! (its round and turn, and what it showed everyone: [`Play::headline`]). A round's end
//! shows longer; the last frame is the final standings ([`View::Standings`]), longer still.
//!
//! It must fit Discord's upload limit for bots ([`GIF_LIMIT`]) for the longest games (a
//! 50-player Trails of Tucana game has as many steps as a solo one, but much bigger
//! standings): the frames are at most [`FITS`]'s first budget, merged evenly beyond it
//! (a round's end is always a frame of its own), at most its width; a GIF still too big is
//! drawn again with the next, smaller, budget and width.
//!
//! Pure: the same game gives the same bytes. Heavy (a picture per frame): run it off the
//! async runtime ([`super::heavy`]).

use crate::game::Words;
use crate::game::{Happening, Play, View};
use crate::render::animation::{self, Still};
use crate::words::msg;

pub use crate::render::animation::Animation;

/// Discord's upload limit for a bot's message: 10 MiB.
pub const GIF_LIMIT: usize = 10 * 1024 * 1024;

/// Room kept under [`GIF_LIMIT`] for what goes in the same post (the end post's standings
/// picture, at most 500 KB).
const ROOM: usize = 1024 * 1024;

/// The (frames, width in pixels) tried in turn until the GIF fits [`GIF_LIMIT`].
pub const FITS: [(usize, u32); 4] = [(120, 960), (60, 800), (30, 640), (15, 480)];

/// How long a step shows, in hundredths of a second.
const STEP_DELAY: u16 = 70;
/// How long the end of a round shows.
const ROUND_END_DELAY: u16 = 250;
/// How long the final standings show before the replay loops.
const LAST_DELAY: u16 = 600;

/// One step of the game (or several shown as one frame).
#[derive(Clone, Debug)]
struct Step {
    /// The number of moves played when the step is over.
    end: usize,
    round: usize,
    /// The step's turn, and the first's of the steps shown with it.
    turns: (usize, usize),
    /// What the step showed everyone.
    headline: String,
    round_end: bool,
}

impl Step {
    /// "Round 2 · turn 5: the cards: Forest and Desert", "Round 2 · turns 3–5", in `lang`.
    fn caption(&self, words: &Words, lang: &str) -> String {
        let (first, turn) = self.turns;
        if first != turn {
            return words.render_in(
                lang,
                &msg!(
                    "render-caption-turns",
                    round = self.round + 1,
                    first = first + 1,
                    last = turn + 1
                ),
                &[],
            );
        }
        let mut caption = words.render_in(
            lang,
            &msg!(
                "render-caption-turn",
                round = self.round + 1,
                turn = turn + 1
            ),
            &[],
        );
        if !self.headline.is_empty() {
            caption.push_str(": ");
            caption.push_str(&self.headline);
        }
        caption
    }
}

/// The animated GIF of the game `start` plays into with `log` (the names in seat order),
/// its pictures and captions in `lang` (a tag of [`crate::words::LANGUAGES`]), at most
/// [`GIF_LIMIT`] bytes (less room for a picture beside it). The error says why it cannot
/// be drawn (a move that does not replay, no picture, too big at every size).
pub fn animate(
    start: &dyn Play,
    log: &[String],
    names: &[String],
    lang: &str,
) -> Result<Animation, String> {
    let steps = steps(start, log, lang)?;
    let mut sizes = Vec::new();
    for (frames, width) in FITS {
        let stills = stills(start, log, names, lang, &pick(&steps, frames))?;
        // The captions are drawn under the pictures, in the pictures' language.
        let animation = crate::render::in_language(lang, || animation::animate(&stills, width));
        let animation =
            animation.ok_or_else(|| crate::words::for_log("the game has no picture to animate"))?;
        if animation.gif.len() <= GIF_LIMIT - ROOM {
            return Ok(animation);
        }
        sizes.push(animation.gif.len().div_ceil(1024 * 1024));
    }
    Err(crate::words::for_log(format!(
        "the replay does not fit {} MiB at any size tried ({:?} MiB)",
        (GIF_LIMIT - ROOM) / (1024 * 1024),
        sizes
    )))
}

/// What a step shows everyone, in `lang` without its Markdown, for a frame's caption
/// (drawn on the picture); empty once the game is over.
fn headline_of(game: &dyn Play, lang: &str) -> String {
    game.headline().map_or_else(String::new, |h| {
        plain(&crate::game::words_of(game.rules()).render_in(lang, &h, &[]))
    })
}

/// The game's steps, replayed from its start.
fn steps(start: &dyn Play, log: &[String], lang: &str) -> Result<Vec<Step>, String> {
    let mut game = start.boxed_clone();
    let mut steps = Vec::new();
    let mut at = game.turn();
    let mut headline = headline_of(game.as_ref(), lang);
    let mut round_end = false;
    for (i, mv) in log.iter().enumerate() {
        let applied = game
            .apply(mv)
            .map_err(|e| crate::words::for_log(format!("move {i} ({mv}) does not replay: {e}")))?;
        round_end |= applied
            .happenings
            .iter()
            .any(|h| matches!(h, Happening::RoundEnded { .. }));
        if game.turn() != at || game.is_finished() {
            steps.push(Step {
                end: i + 1,
                round: at.round,
                turns: (at.turn, at.turn),
                headline: std::mem::take(&mut headline),
                round_end,
            });
            at = game.turn();
            headline = headline_of(game.as_ref(), lang);
            round_end = false;
        }
    }
    Ok(steps)
}

/// A step of a game as its web page steps through it: the moves played when it is over,
/// and its caption in the page's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicStep {
    pub end: usize,
    pub caption: String,
}

/// Every step of the game `start` plays into with `log` (`names`: the players', in seat
/// order), the start first ("Start": no move played): the steps a finished game's replay
/// shows, none left out. A step still under way is not one (its moves may be hidden until
/// it ends).
/// The start is left out when it has no picture everyone may see (Combi-Nations' countries
/// are chosen in secret before anything is shown).
pub fn public_steps(
    start: &dyn Play,
    log: &[String],
    names: &[String],
    lang: &str,
) -> Result<Vec<PublicStep>, String> {
    let words = crate::game::words_of(start.rules());
    let mut out = Vec::new();
    if picture_after(start, log, 0, false, names, lang)?.is_some() {
        out.push(PublicStep {
            end: 0,
            caption: words.render_in(lang, &msg!("render-caption-start"), &[]),
        });
    }
    out.extend(steps(start, log, lang)?.into_iter().map(|step| PublicStep {
        end: step.end,
        caption: step.caption(words, lang),
    }));
    Ok(out)
}

/// The replay's picture of the game after the first `end` moves of `log` (the final
/// standings with `standings`, or where the game has no replay picture of its end), in
/// `lang`; `None` if the game has no such picture.
pub fn picture_after(
    start: &dyn Play,
    log: &[String],
    end: usize,
    standings: bool,
    names: &[String],
    lang: &str,
) -> Result<Option<Vec<u8>>, String> {
    let mut game = start.boxed_clone();
    for (i, mv) in log.iter().take(end).enumerate() {
        game.apply(mv)
            .map_err(|e| crate::words::for_log(format!("move {i} ({mv}) does not replay: {e}")))?;
    }
    Ok(picture_of(game.as_ref(), standings, names, lang))
}

/// The replay's picture of `game` as it is (the final standings with `standings`, or
/// where the game has no replay picture of its end), in `lang`; `None` if the game has no
/// such picture.
pub fn picture_of(
    game: &dyn Play,
    standings: bool,
    names: &[String],
    lang: &str,
) -> Option<Vec<u8>> {
    let view = if standings {
        View::Standings
    } else {
        game.replay_view()
    };
    // A game over may have no replay picture of its last step: its standings show it.
    game.picture(view, names, lang)
        .or_else(|| game.picture(View::Standings, names, lang))
}

/// At most `budget` of the steps, evenly spread, every round's end and the last step kept;
/// a step left out is shown with the next one kept, if of the same round (its caption says
/// which turns).
fn pick(steps: &[Step], budget: usize) -> Vec<Step> {
    let (n, budget) = (steps.len().max(1), budget.max(1));
    let mut kept: Vec<Step> = Vec::new();
    let mut first_left_out: Option<&Step> = None;
    for (i, step) in steps.iter().enumerate() {
        let slot_ends = (i + 1) * budget / n != i * budget / n;
        let next_round = steps.get(i + 1).is_none_or(|next| next.round != step.round);
        if slot_ends || step.round_end || next_round {
            let mut step = step.clone();
            if let Some(first) = first_left_out.take() {
                step.turns.0 = first.turns.0;
            }
            kept.push(step);
        } else if first_left_out.is_none() {
            first_left_out = Some(step);
        }
    }
    kept
}

/// The pictures of the start, of each kept step and of the final standings.
fn stills(
    start: &dyn Play,
    log: &[String],
    names: &[String],
    lang: &str,
    kept: &[Step],
) -> Result<Vec<Still>, String> {
    let words = crate::game::words_of(start.rules());
    let mut game = start.boxed_clone();
    let mut stills = Vec::with_capacity(kept.len() + 2);
    let mut push = |game: &dyn Play, view: View, caption: String, delay: u16| {
        if let Some(png) = game.picture(view, names, lang) {
            stills.push(Still {
                png,
                caption,
                delay,
            });
        }
    };
    push(
        &*game,
        game.replay_view(),
        words.render_in(lang, &msg!("render-caption-start"), &[]),
        STEP_DELAY,
    );
    let mut played = 0;
    for step in kept {
        for mv in &log[played..step.end] {
            game.apply(mv)
                .map_err(|e| crate::words::for_log(format!("move ({mv}) does not replay: {e}")))?;
        }
        played = step.end;
        let delay = if step.round_end {
            ROUND_END_DELAY
        } else {
            STEP_DELAY
        };
        push(&*game, game.replay_view(), step.caption(words, lang), delay);
    }
    for mv in &log[played..] {
        game.apply(mv)
            .map_err(|e| crate::words::for_log(format!("move ({mv}) does not replay: {e}")))?;
    }
    push(
        &*game,
        View::Standings,
        words.render_in(lang, &msg!("render-caption-standings"), &[]),
        LAST_DELAY,
    );
    Ok(stills)
}

/// A headline's Markdown as plain words: no bold, and no command in backticks (a picture
/// cannot be clicked, and the game is over).
fn plain(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut rest = markdown;
    // "(`/move assign 1 2 3`)" and "`/move`" go; "**Forest**" keeps its word.
    while let Some(i) = rest.find(" (`") {
        out.push_str(&rest[..i]);
        rest = rest[i..].find("`)").map_or("", |j| &rest[i + j + 2..]);
    }
    out.push_str(rest);
    out.replace("**", "").replace('`', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(end: usize, turn: usize, round_end: bool) -> Step {
        Step {
            end,
            round: 0,
            turns: (turn, turn),
            headline: "the cards".to_owned(),
            round_end,
        }
    }

    #[test]
    fn a_budget_keeps_round_ends_and_the_last_step() {
        let steps: Vec<Step> = (0..40).map(|i| step(i + 1, i, i == 9)).collect();
        let kept = pick(&steps, 8);
        assert!(kept.len() <= 8 + 1, "{}", kept.len());
        assert!(
            kept.iter().any(|s| s.end == 10),
            "the round's end is a frame"
        );
        assert_eq!(kept.last().map(|s| s.end), Some(40));
        let words = crate::game::words_of(crate::games::all()[0]);
        let caption = kept[0].caption(words, crate::words::FALLBACK);
        assert!(caption.contains("turns 1–"), "{caption}");
        assert_eq!(pick(&steps, 100).len(), 40, "under the budget, every step");
    }

    #[test]
    fn headlines_lose_their_markdown() {
        assert_eq!(
            plain("the cards: **Forest** and **Desert**"),
            "the cards: Forest and Desert"
        );
        assert_eq!(
            plain("everyone assigns (`/move assign 1 2 3`) · markers 3 of 9"),
            "everyone assigns · markers 3 of 9"
        );
    }
}
