//! The last ship's arrival, step by step (islas-canarias.md §5, §7, §10.2), from the game's
//! public record of it ([`Arrival`]): each revealed card in the order it was turned over,
//! where a settler went and the counts `n(p)` that chose its island (only the candidates
//! still in the running at each priority, as §5.2 narrows them), the `ties` privilege when it
//! decided, a pirate's victims, the shield's diversion and each house lost; a decision the
//! arrival waits for. Nothing says who shipped a card, and the held-back card is not drawn.

use super::cards::{self, CHIP_W};
use super::island::Mark;
use super::palette as pal;
use super::say;
use crate::games::islas_canarias::data::{self, Area, Privilege};
use crate::games::islas_canarias::state::{Fate, Game, Pending, Phase, Seat};
use crate::render::canvas::Canvas;
use crate::render::text::{Align, Style};
use crate::words::msg;

const LINE: f32 = 17.0;
const CHIP_H: f32 = 22.0;
/// The room of a row's number and chip, before its words.
const LEFT: f32 = 26.0 + CHIP_W + 12.0;
/// At most this many lines of words per card.
const MAX_LINES: usize = 3;

fn head() -> Style {
    Style::bold(15.0, pal::INK)
}

fn bold() -> Style {
    Style::bold(13.0, pal::INK)
}

fn soft() -> Style {
    Style::regular(13.0, pal::INK_SOFT)
}

/// A revealed card's row: its number and its words, as lines (the first one bold).
pub(crate) struct Row {
    card: u8,
    lines: Vec<String>,
}

/// The panel: its title and rows, laid out for a width.
pub(crate) struct Panel {
    title: String,
    rows: Vec<Row>,
}

impl Panel {
    /// The panel of the game's last arrival, laid out in `width` pixels; `None` before the
    /// first ship.
    pub(crate) fn new(game: &Game, names: &[String], width: f32) -> Option<Panel> {
        let arrival = game.arrival.as_ref()?;
        let waiting = matches!(game.phase, Phase::Arrival(_));
        let n = arrival.revealed.len();
        let title = say(&msg!(
            "islas-canarias-pic-arrival-title",
            ship = if waiting { "arriving" } else { "last" },
            round = arrival.round,
            n
        ));
        let room = width - LEFT;
        let rows = arrival
            .revealed
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let last = i + 1 == n;
                let (first, rest) = words(game, names, r.card, &r.fate, last);
                Row {
                    card: r.card,
                    lines: lay_out(&first, &rest, room),
                }
            })
            .collect();
        Some(Panel { title, rows })
    }

    /// The panel's title and each revealed card with its words, as one line each: for a
    /// turn card, which lays its words out itself.
    pub(crate) fn told(game: &Game, names: &[String]) -> Option<(String, Vec<(u8, String)>)> {
        let panel = Panel::new(game, names, f32::MAX)?;
        let rows = panel
            .rows
            .into_iter()
            .map(|r| (r.card, r.lines.join(" · ")))
            .collect();
        Some((panel.title, rows))
    }

    pub(crate) fn height(&self) -> f32 {
        30.0 + self
            .rows
            .iter()
            .map(|r| row_height(r.lines.len()))
            .sum::<f32>()
            + if self.rows.is_empty() { LINE } else { 0.0 }
    }

    pub(crate) fn draw(&self, c: &mut Canvas, x: f32, y: f32, width: f32) {
        c.rect(x, y + 6.0, width, 1.0, pal::RULE);
        let (fitted, fitted_style) = head().fitted(&self.title, width);
        c.text(&fitted, x, y + 24.0, fitted_style, Align::Left);
        let mut top = y + 32.0;
        if self.rows.is_empty() {
            c.text(
                &say(&msg!("islas-canarias-pic-nothing-revealed")),
                x,
                top + 12.0,
                soft(),
                Align::Left,
            );
        }
        for (i, row) in self.rows.iter().enumerate() {
            let h = row_height(row.lines.len());
            if i % 2 == 1 {
                c.rect(x, top - 2.0, width, h, pal::STRIPE);
            }
            c.text_mid(
                &format!("{}", i + 1),
                x + 10.0,
                top + CHIP_H / 2.0,
                bold(),
                Align::Center,
            );
            cards::chip(c, row.card, x + 24.0, top, CHIP_H);
            for (k, line) in row.lines.iter().enumerate() {
                let style = if k == 0 { bold() } else { soft() };
                let ly = top + CHIP_H / 2.0 + k as f32 * LINE;
                c.text_mid(line, x + LEFT, ly, style, Align::Left);
            }
            top += h;
        }
    }
}

fn row_height(lines: usize) -> f32 {
    (CHIP_H + 6.0).max(lines as f32 * LINE + 10.0)
}

/// The last ship's marks on a seat's island: where its settlers built, where its pirates
/// took houses, each with its step's number; the legal areas when the seat is choosing where
/// an arriving settler builds.
pub(crate) fn marks(game: &Game, seat: Seat) -> Vec<(Area, Mark)> {
    let Some(arrival) = game.arrival.as_ref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Phase::Arrival(Pending::Area { seat: s, legal, .. }) = game.phase {
        if s == seat {
            out.extend(data::areas_of(legal).map(|a| (a, Mark::Choice)));
        }
    }
    for (i, r) in arrival.revealed.iter().enumerate() {
        match &r.fate {
            Fate::Settler {
                to: Some(to),
                built: Some((a, _)),
                ..
            } if *to == seat => out.push((*a, Mark::Arrived(i + 1))),
            Fate::Pirate { lost, .. } => out.extend(
                lost.iter()
                    .filter(|(s, _)| *s == seat)
                    .filter_map(|(_, h)| h.map(|(a, _)| (a, Mark::Taken(i + 1)))),
            ),
            _ => {}
        }
    }
    out
}

/// A card's words: what it did (the bold first line), and why (the counts, the diversion,
/// the losses).
fn words(
    game: &Game,
    names: &[String],
    card: u8,
    fate: &Fate,
    last: bool,
) -> (String, Vec<String>) {
    let name = |s: Seat| crate::render::names::seat_name(names, s);
    // The decision the arrival waits for, when it is this card's.
    let pending = match &game.phase {
        Phase::Arrival(p) if last => Some(p.clone()),
        _ => None,
    };
    match fate {
        Fate::Settler {
            to,
            counts,
            by_ties,
            built,
            no_house,
        } => {
            let colour = data::settler(card).map(|s| s.colour);
            let first = match (to, built) {
                (None, _) if counts.iter().all(|(_, c)| c.iter().all(|&(_, n)| n == 0)) => {
                    msg!("islas-canarias-pic-builds-nowhere-none")
                }
                (None, _) => msg!("islas-canarias-pic-builds-nowhere-tie"),
                (Some(s), Some((a, c))) => {
                    let area = a.label();
                    if Some(*c) != colour {
                        msg!(
                            "islas-canarias-pic-to-island-as",
                            player = name(*s),
                            area,
                            colour = c.msg()
                        )
                    } else {
                        msg!("islas-canarias-pic-to-island-at", player = name(*s), area)
                    }
                }
                (Some(s), None) if *no_house => {
                    msg!("islas-canarias-pic-to-island-no-house", player = name(*s))
                }
                (Some(s), None) => match pending {
                    Some(Pending::Area { legal, .. }) => msg!(
                        "islas-canarias-pic-to-island-choose",
                        player = name(*s),
                        legal = crate::games::islas_canarias::state::labels(legal)
                    ),
                    _ => msg!("islas-canarias-pic-to-island", player = name(*s)),
                },
            };
            let first = say(&first);
            let mut rest: Vec<String> = counts
                .iter()
                .map(|(p, pairs)| {
                    let list: Vec<String> = pairs
                        .iter()
                        .map(|&(s, n)| format!("{} {n}", name(s)))
                        .collect();
                    say(&msg!(
                        "islas-canarias-why-count",
                        priority = p.msg(),
                        counts = list.join(", ")
                    ))
                })
                .collect();
            if *by_ties {
                if let Some(s) = to {
                    rest.push(say(&msg!(
                        "islas-canarias-tie-won",
                        player = name(*s),
                        privilege = Privilege::Ties.words()
                    )));
                }
            }
            (first, rest)
        }
        Fate::Pirate {
            victims,
            diverted,
            lost,
        } => {
            let colour = data::card(card).map_or_else(
                || crate::words::Msg::written(""),
                |c| match c {
                    data::Card::Pirate(c) => c.msg(),
                    data::Card::Settler(s) => s.colour.msg(),
                },
            );
            let first = if victims.is_empty() {
                say(&msg!("islas-canarias-pic-no-victim", colour))
            } else {
                let who: Vec<String> = victims.iter().map(|&s| name(s)).collect();
                say(&msg!(
                    "islas-canarias-pic-attacks",
                    colour,
                    who = who.join(", ")
                ))
            };
            let mut rest = Vec::new();
            if let Some((h, to)) = diverted {
                rest.push(say(&msg!(
                    "islas-canarias-diverted",
                    holder = name(*h),
                    to = name(*to),
                    privilege = Privilege::PirateShield.words()
                )));
            }
            for (s, house) in lost {
                rest.push(say(&match house {
                    Some((a, c)) => msg!(
                        "islas-canarias-pic-loses",
                        player = name(*s),
                        colour = c.msg(),
                        area = a.label()
                    ),
                    None => msg!("islas-canarias-pic-no-house-to-lose", player = name(*s)),
                }));
            }
            match pending {
                Some(Pending::Divert { seat, .. }) => rest.push(say(&msg!(
                    "islas-canarias-pic-chooses-victim",
                    player = name(seat)
                ))),
                Some(Pending::Lose { seat, .. }) => rest.push(say(&msg!(
                    "islas-canarias-pic-chooses-house",
                    player = name(seat)
                ))),
                _ => {}
            }
            (first, rest)
        }
    }
}

/// The first line, then the other parts joined by " · " into lines of at most `room`
/// pixels (a part too long for a line is cut), at most [`MAX_LINES`] in all.
fn lay_out(first: &str, rest: &[String], room: f32) -> Vec<String> {
    let mut lines = vec![bold().fit(first, room)];
    let mut line = String::new();
    for part in rest {
        let joined = if line.is_empty() {
            part.clone()
        } else {
            format!("{line} · {part}")
        };
        if line.is_empty() || soft().width(&joined) <= room {
            line = joined;
        } else {
            lines.push(soft().fit(&line, room));
            line = part.clone();
        }
    }
    if !line.is_empty() {
        lines.push(soft().fit(&line, room));
    }
    if lines.len() > MAX_LINES {
        lines.truncate(MAX_LINES);
        let l = &mut lines[MAX_LINES - 1];
        *l = soft().fit(&format!("{l} …"), room);
    }
    lines
}
