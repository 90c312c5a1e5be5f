//! The strong level: for each of the best few trails by the fast player's valuation, play
//! the rest of the game many times over with the fast player (`super::fast`), on futures
//! dealt from the cards the seat has not seen, and keep the trail with the best mean final
//! score.
//!
//! - **Knowledge.** A future is dealt from what a player knows: the deck's composition
//!   minus the cards already revealed this round (the turns before this one, and this
//!   turn's two), full decks for later rounds, and a random order for the solo keep-2
//!   rule. The setup's decks are read at indices `0 .. 2 * turn + 2` of the current round
//!   only ([`seen_cards`]).
//! - **Common random numbers.** Every candidate is played on the same futures (and the
//!   same tie-break seeds), so their difference is measured, not their luck.
//! - **Successive halving.** The candidates are played in phases; after each phase the
//!   worse half is dropped, so most of the work goes to the close contest at the top.
//! - **Work, not time.** The budget is a number of simulated turns:
//!   `budget_ms * WORK_PER_MS / spaces`, calibrated so that a move takes about its budget on the
//!   reference machine. The same game, budget and generator give the same move anywhere.

use super::fast::{self, Fields, Future, Params, Scratch, Start, Tables};
use super::{Budget, Ranked};
use crate::game::rng::Rng;
use crate::games::tucana::edges::EdgeId;
use crate::games::tucana::state::{Game, Move, Seat, TurnState, TURNS_PER_ROUND};
use crate::games::tucana::types::{Card, Letter};

/// Work per millisecond of budget, in simulated turns times the map's spaces (a turn on
/// Isla Grande's 104 spaces costs more than on Isla Petit's 73). Calibrated on the
/// reference machine (see `docs/ai.md`): about 274 turns a millisecond on Isla Petit, 192
/// on Isla Grande, so that a strong move takes about 250 ms of CPU at the default budget.
pub const WORK_PER_MS: u64 = 20_000;

/// At most this many candidates are played out (16 beat 8 on seeds 2 and 3; `docs/ai.md`).
pub const CANDIDATES: usize = 16;

/// The cards of this round `seat`'s player has seen: the earlier turns' and this turn's
/// (the seat's own turn in a free game, so that it never sees beyond it). The only place
/// the strong player reads the setup's decks.
pub fn seen_cards(game: &Game, seat: Seat) -> Vec<Card> {
    if game.is_finished() || game.cards_of(seat).is_none() {
        return Vec::new();
    }
    let deck = &game.setup().decks[game.round_of(seat)];
    deck[..2 * game.turn_of(seat) + 2].to_vec()
}

/// The cards of this round not seen yet (the rest of the deck, in a fixed order).
pub fn unseen_cards(seen: &[Card]) -> Vec<Card> {
    let mut left = Card::full_deck();
    for c in seen {
        if let Some(i) = left.iter().position(|x| x == c) {
            left.remove(i);
        }
    }
    left
}

/// Deals a future from the unseen cards.
fn deal(unseen: &[Card], later_rounds: usize, rng: &mut Rng) -> Future {
    let mut rest = unseen.to_vec();
    rng.shuffle(&mut rest);
    let later = (0..later_rounds)
        .map(|_| {
            let mut deck = Card::full_deck();
            rng.shuffle(&mut deck);
            deck
        })
        .collect();
    let mut keep = Letter::ALL;
    rng.shuffle(&mut keep);
    Future {
        rest,
        later,
        keep,
        seed: rng.next_u64(),
    }
}

/// Where the seat stands, as a playout starts from it.
fn start(game: &Game, seat: Seat, tables: &Tables, scratch: &mut Scratch) -> Start {
    let map = game.map();
    let sheet = game.sheet(seat).clone();
    let fields = Fields::new(map, &sheet, tables, scratch);
    let scored = game.round_scores(seat).iter().sum::<u32>()
        + game
            .bonus_cards(seat)
            .iter()
            .map(|c| c.points())
            .sum::<u32>();
    let blue = Letter::ALL.map(|l| game.blue_left(l).next().map_or(0, |c| c.points()));
    let rounds = game.rounds();
    let owed_after = match game.turn_state(seat) {
        TurnState::Bonus(n) => n - 1,
        _ => 0,
    };
    Start {
        sheet,
        fields,
        round: game.round_of(seat),
        turn: game.turn_of(seat),
        rounds,
        scored,
        blue,
        keep_pending: game.is_solo() && game.solo_kept().is_none() && game.round() + 1 < rounds,
        owed_after,
    }
}

/// The strong player's ranking of the seat's legal trails (best first, at most `n`).
pub fn search(
    game: &Game,
    seat: Seat,
    legal: &[EdgeId],
    n: usize,
    budget: Budget,
    rng: &mut Rng,
) -> Vec<Ranked> {
    search_with(game, seat, legal, n, budget, rng, Params::DEFAULT)
}

pub(super) fn search_with(
    game: &Game,
    seat: Seat,
    legal: &[EdgeId],
    n: usize,
    budget: Budget,
    rng: &mut Rng,
    params: Params,
) -> Vec<Ranked> {
    let map = game.map();
    let tables = Tables::new(map, params);
    let mut scratch = Scratch::default();
    let start = start(game, seat, &tables, &mut scratch);
    let goals = fast::Goals::new(
        map,
        &start.sheet,
        &start.fields,
        &tables,
        (start.rounds - start.round) as u32,
        &start.blue,
    );
    // The fast player's valuation orders the candidates; a shuffle first breaks its ties.
    let mut order: Vec<EdgeId> = legal.to_vec();
    rng.shuffle(&mut order);
    let mut valued: Vec<(EdgeId, f64)> = order
        .iter()
        .map(|&e| (e, goals.delta(map, &start.fields, &tables, e)))
        .collect();
    valued.sort_by(|a, b| b.1.total_cmp(&a.1));

    let base = f64::from(start.scored) + f64::from(start.sheet.village_score(map));
    let work = u64::from(budget.0) * WORK_PER_MS / map.spaces.len() as u64;
    let turns_left = ((start.rounds - start.round) * TURNS_PER_ROUND - start.turn) as u64;
    let k = valued
        .len()
        .min(CANDIDATES)
        .min((work / turns_left.max(1)) as usize);
    let ranked = |e: EdgeId, expected: f64| {
        let mut sheet = start.sheet.clone();
        Ranked {
            mv: Move::Trail { seat, edge: e },
            gain: sheet.draw(map, e),
            expected,
        }
    };
    if k <= 1 && n <= 1 {
        // No search to speak of: the fast player's choice.
        let (e, v) = valued[0];
        return vec![ranked(e, base + v)];
    }
    let k = k.max(n.min(valued.len())).max(1);

    let unseen = unseen_cards(&seen_cards(game, seat));
    let later_rounds = start.rounds - start.round - 1;
    let mut futures: Vec<Future> = Vec::new();
    let mut sums = vec![0u64; k];
    let mut plays = vec![0u32; k];
    let mut alive: Vec<usize> = (0..k).collect();
    let phases = (usize::BITS - (k - 1).leading_zeros()).max(1) as u64;
    let mut done = 0u64;
    let mut used = 0usize;
    for phase in 0..phases {
        let share = (work - done.min(work)) / (phases - phase);
        let per = (share / (alive.len() as u64 * turns_left)).max(1) as usize;
        while futures.len() < used + per {
            futures.push(deal(&unseen, later_rounds, rng));
        }
        for &c in &alive {
            for f in &futures[used..used + per] {
                let score = fast::playout(
                    map,
                    &tables,
                    &start,
                    valued[c].0,
                    f,
                    &mut scratch,
                    &mut done,
                );
                sums[c] += u64::from(score);
                plays[c] += 1;
            }
        }
        used += per;
        if phase + 1 < phases {
            let keep = alive.len().div_ceil(2).max(n);
            alive.sort_by(|&a, &b| {
                let (ma, mb) = (mean(sums[a], plays[a]), mean(sums[b], plays[b]));
                mb.total_cmp(&ma).then(a.cmp(&b))
            });
            alive.truncate(keep);
        }
    }
    // Survivors by their mean, then the others by theirs (fewer plays).
    let mut all: Vec<usize> = (0..k).collect();
    all.sort_by(|&a, &b| {
        let (ma, mb) = (mean(sums[a], plays[a]), mean(sums[b], plays[b]));
        plays[b]
            .cmp(&plays[a])
            .then(mb.total_cmp(&ma))
            .then(a.cmp(&b))
    });
    all.into_iter()
        .take(n)
        .map(|c| ranked(valued[c].0, mean(sums[c], plays[c])))
        .collect()
}

fn mean(sum: u64, n: u32) -> f64 {
    if n == 0 {
        0.0
    } else {
        sum as f64 / f64::from(n)
    }
}
