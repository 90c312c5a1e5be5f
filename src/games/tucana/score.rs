//! Scores, ranks and titles.
//!
//! Final score = the round sight scores + village pairs + bonus cards. A game not yet
//! finished is scored the same way over the rounds completed so far. A player's rank is
//! 1 + the number of players with a strictly better (total, bonus), so tied winners are
//! both 1st and the next player is 3rd.

use super::state::{BonusCard, Game, Seat};
use super::types::{Letter, Sight};

/// One player's score, in the parts of the paper sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    pub seat: Seat,
    /// Sight scores written at each completed round's end.
    pub rounds: Vec<u32>,
    /// How many sights of each type are connected (values circled), by `Sight::ALL` order.
    pub sights: [u8; 5],
    pub pairs: Vec<Letter>,
    pub villages: u32,
    pub bonus_cards: Vec<BonusCard>,
    pub bonus: u32,
    pub total: u32,
    pub rank: usize,
    /// The solo ladder title, for a finished solo game whose score reaches one.
    pub title: Option<String>,
}

impl Score {
    /// Whether `self` ranks strictly better than `other`: more points, then more bonus.
    pub fn beats(&self, other: &Score) -> bool {
        self.order() > other.order()
    }

    fn order(&self) -> (u32, u32) {
        (self.total, self.bonus)
    }
}

/// Sets every score's rank: 1 + the number of scores strictly better.
pub fn rank(scores: &mut [Score]) {
    let ranks: Vec<usize> = ranks_by(scores, Score::order).collect();
    for (s, r) in scores.iter_mut().zip(ranks) {
        s.rank = r;
    }
}

/// Each item's rank, in order: 1 + the number of items strictly better by `order`
/// (points, then bonus), so that tied winners are both 1st.
fn ranks_by<T>(items: &[T], order: fn(&T) -> (u32, u32)) -> impl Iterator<Item = usize> + '_ {
    items
        .iter()
        .map(move |it| 1 + items.iter().filter(|o| order(o) > order(it)).count())
}

/// One player's score in its three sums, without the lists of [`Score`]: what a random
/// game's figures and ranks need (`tucana sim` asks for them a hundred thousand times a
/// second).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The round sight scores summed.
    pub sights: u32,
    pub villages: u32,
    pub bonus: u32,
}

impl Parts {
    pub fn total(&self) -> u32 {
        self.sights + self.villages + self.bonus
    }

    /// Each seat's rank from its parts, as [`rank`] ranks scores.
    pub fn ranks(parts: &[Parts]) -> impl Iterator<Item = usize> + '_ {
        ranks_by(parts, |p| (p.total(), p.bonus))
    }
}

impl Game {
    /// A seat's score in its three sums.
    pub fn parts(&self, seat: Seat) -> Parts {
        Parts {
            sights: self.round_scores(seat).iter().sum(),
            villages: self.sheet(seat).village_score(self.map()),
            bonus: self.bonus_cards(seat).iter().map(|c| c.points()).sum(),
        }
    }

    /// Every player's score and rank, in seat order.
    pub fn standings(&self) -> Vec<Score> {
        let map = self.map();
        let mut scores: Vec<Score> = (0..self.players())
            .map(|seat| {
                let sheet = self.sheet(seat);
                let Parts {
                    sights,
                    villages,
                    bonus,
                } = self.parts(seat);
                Score {
                    seat,
                    total: sights + villages + bonus,
                    sights: Sight::ALL.map(|s| sheet.circled(s)),
                    pairs: sheet.pairs().collect(),
                    villages,
                    bonus_cards: self.bonus_cards(seat).to_vec(),
                    bonus,
                    rounds: self.round_scores(seat).to_vec(),
                    rank: 0,
                    title: None,
                }
            })
            .collect();
        rank(&mut scores);
        if self.is_solo() && self.is_finished() {
            scores[0].title = map.title_for(scores[0].total).map(str::to_string);
        }
        scores
    }

    /// The seats ranked first.
    pub fn winners(&self) -> Vec<Seat> {
        self.standings()
            .into_iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
            .collect()
    }
}
