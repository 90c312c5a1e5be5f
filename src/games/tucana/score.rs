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
        (self.total, self.bonus) > (other.total, other.bonus)
    }
}

/// Sets every score's rank: 1 + the number of scores strictly better.
pub fn rank(scores: &mut [Score]) {
    let ranks: Vec<usize> = scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|o| o.beats(s)).count())
        .collect();
    for (s, r) in scores.iter_mut().zip(ranks) {
        s.rank = r;
    }
}

impl Game {
    /// Every player's score and rank, in seat order.
    pub fn standings(&self) -> Vec<Score> {
        let map = self.map();
        let mut scores: Vec<Score> = (0..self.players())
            .map(|seat| {
                let sheet = self.sheet(seat);
                let rounds = self.round_scores(seat).to_vec();
                let bonus_cards = self.bonus_cards(seat).to_vec();
                let villages = sheet.village_score(map);
                let bonus = bonus_cards.iter().map(|c| c.points()).sum();
                Score {
                    seat,
                    total: rounds.iter().sum::<u32>() + villages + bonus,
                    sights: Sight::ALL.map(|s| sheet.circled(s)),
                    pairs: sheet.pairs().collect(),
                    villages,
                    bonus_cards,
                    bonus,
                    rounds,
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
