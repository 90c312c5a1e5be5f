//! Splitting a league's members into tables for a round.
//!
//! **Sizes.** With `n` members and a table size `s`, a round has `t = ceil(n / s)` tables,
//! and their sizes differ by at most one (the larger tables first): 10 members at tables of
//! 4 make 4, 3, 3; 9 make 3, 3, 3; 5 make 3, 2. Nobody is ever alone at a table: the only
//! way that could happen is an odd number of members at tables of 2, and then one table of
//! 3 takes the odd member (5 members at tables of 2 make 3, 2). A round needs at least two
//! members ([`SplitError::TooFewMembers`]); the table size is 2 to
//! [`MAX_TABLE_SIZE`].
//!
//! **A fresh mix.** The members are sorted and deduplicated (so the order in which the
//! caller lists them does not matter), then shuffled with [`Rng`]`::new(seed, k)` for
//! `k = 0..CANDIDATES`, and each shuffle is cut into tables of the sizes above. Each
//! candidate is then improved by swapping players between tables while a swap lowers its
//! *repeat cost*: for every pair of players at the same table, the number of earlier rounds
//! (`previous`) in which that pair already shared a table. The candidate with the lowest
//! cost wins; ties go to the lowest `k`. With no history every cost is 0, so the first
//! round is simply the seeded shuffle `k = 0`.
//!
//! **Reproducible.** Everything above is a pure function of `(members, size, seed,
//! previous)`, and the shuffle is the crate's value-stable generator, so [`verify`] can
//! check a recorded round by recomputing it. A seat order within a table comes from the
//! shuffle too. Any change to this algorithm must bump [`ALGORITHM`], which a round records
//! beside its seed.

use crate::store::UserId;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::game::rng::Rng;
use crate::games::MAX_SEATS;

/// The version of the splitting algorithm; recorded with a round so that an old round is
/// verified by the algorithm that made it.
pub const ALGORITHM: u32 = 1;
/// The default number of players per table.
pub const DEFAULT_TABLE_SIZE: usize = 4;
/// The smallest table size.
pub const MIN_TABLE_SIZE: usize = 2;
/// The largest table size: the most players a game can seat.
pub const MAX_TABLE_SIZE: usize = MAX_SEATS;
/// How many seeded shuffles are tried.
pub const CANDIDATES: u64 = 32;
/// The most improvement passes over one candidate (each pass tries every swap once).
const MAX_PASSES: usize = 64;

/// Why a round cannot be split.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words::english(&self.msg()))]
pub enum SplitError {
    TableSize { size: usize },
    TooFewMembers { members: usize },
}

impl SplitError {
    /// The refusal, as a message of the core's catalog.
    pub fn msg(&self) -> crate::words::Msg {
        use crate::words::msg;
        match self {
            SplitError::TableSize { size } => msg!(
                "app-table-size",
                least = MIN_TABLE_SIZE,
                most = MAX_TABLE_SIZE,
                size = *size
            ),
            SplitError::TooFewMembers { members } => {
                msg!("app-too-few-members", members = *members)
            }
        }
    }
}

/// Checks a table size.
pub fn check_table_size(size: usize) -> Result<(), SplitError> {
    if (MIN_TABLE_SIZE..=MAX_TABLE_SIZE).contains(&size) {
        Ok(())
    } else {
        Err(SplitError::TableSize { size })
    }
}

/// The sizes of the tables for `members` players at tables of `size`, larger tables first.
pub fn table_sizes(members: usize, size: usize) -> Result<Vec<usize>, SplitError> {
    check_table_size(size)?;
    if members < 2 {
        return Err(SplitError::TooFewMembers { members });
    }
    let mut tables = members.div_ceil(size);
    // Only possible at tables of 2 with an odd count: fold the lone player into a table.
    if members / tables < 2 {
        tables -= 1;
    }
    let (base, extra) = (members / tables, members % tables);
    Ok((0..tables)
        .map(|i| if i < extra { base + 1 } else { base })
        .collect())
}

/// A round as recorded: everything needed to check its tables later.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The [`ALGORITHM`] that drew it.
    pub algorithm: u32,
    pub seed: u64,
    pub table_size: usize,
    /// The members, sorted and without repeats.
    pub members: Vec<UserId>,
    /// The tables, each in seat order.
    pub tables: Vec<Vec<UserId>>,
    /// Whether the round's games are free-paced (each player at their own pace), when the
    /// organiser chose it for this round; `None`: as the league's options say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub free_pace: Option<bool>,
}

impl Round {
    /// Draws a round with [`split`], given the earlier rounds it should mix away from (the
    /// caller chooses which: for example the season's rounds so far).
    pub fn draw(
        members: &[UserId],
        table_size: usize,
        seed: u64,
        previous: &[Round],
    ) -> Result<Round, SplitError> {
        let history: Vec<Vec<Vec<UserId>>> = previous.iter().map(|r| r.tables.clone()).collect();
        let tables = split(members, table_size, seed, &history)?;
        let mut members = members.to_vec();
        members.sort_unstable();
        members.dedup();
        Ok(Round {
            algorithm: ALGORITHM,
            seed,
            table_size,
            members,
            tables,
            free_pace: None,
        })
    }

    /// Whether the recorded tables are what this algorithm draws from the recorded seed,
    /// members and size, given the same earlier rounds.
    pub fn verify(&self, previous: &[Round]) -> bool {
        let history: Vec<Vec<Vec<UserId>>> = previous.iter().map(|r| r.tables.clone()).collect();
        self.algorithm == ALGORITHM
            && verify(
                &self.members,
                self.table_size,
                self.seed,
                &history,
                &self.tables,
            )
    }
}

/// Splits `members` into tables of `table_size` for a round, given the `previous` rounds
/// (each a list of tables), reproducibly from `seed`. See the module documentation.
pub fn split(
    members: &[UserId],
    table_size: usize,
    seed: u64,
    previous: &[Vec<Vec<UserId>>],
) -> Result<Vec<Vec<UserId>>, SplitError> {
    let mut people = members.to_vec();
    people.sort_unstable();
    people.dedup();
    let sizes = table_sizes(people.len(), table_size)?;
    let together = Together::new(&people, previous);

    let mut best: Option<(u64, Vec<Vec<usize>>)> = None;
    for k in 0..CANDIDATES {
        let mut order: Vec<usize> = (0..people.len()).collect();
        Rng::new(seed, k).shuffle(&mut order);
        let mut tables = cut(&order, &sizes);
        together.improve(&mut tables);
        let cost = together.cost(&tables);
        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
            let done = cost == 0;
            best = Some((cost, tables));
            if done {
                break;
            }
        }
    }
    let (_, tables) = best.expect("CANDIDATES > 0");
    Ok(tables
        .into_iter()
        .map(|t| t.into_iter().map(|i| people[i]).collect())
        .collect())
}

/// Whether `recorded` is exactly what [`split`] gives for these inputs (tables, their order
/// and the seat order within each).
pub fn verify(
    members: &[UserId],
    table_size: usize,
    seed: u64,
    previous: &[Vec<Vec<UserId>>],
    recorded: &[Vec<UserId>],
) -> bool {
    split(members, table_size, seed, previous).is_ok_and(|tables| tables == recorded)
}

/// The repeat cost of a round: for every pair of players at the same table, the number of
/// `previous` rounds in which they already shared a table.
pub fn repeated_pairs(tables: &[Vec<UserId>], previous: &[Vec<Vec<UserId>>]) -> u64 {
    let mut counts: BTreeMap<(UserId, UserId), u64> = BTreeMap::new();
    for round in previous {
        for table in round {
            for_pairs(table, |a, b| *counts.entry(key(a, b)).or_default() += 1);
        }
    }
    let mut cost = 0;
    for table in tables {
        for_pairs(table, |a, b| {
            cost += counts.get(&key(a, b)).copied().unwrap_or(0)
        });
    }
    cost
}

fn key(a: UserId, b: UserId) -> (UserId, UserId) {
    (a.min(b), a.max(b))
}

fn for_pairs(table: &[UserId], mut f: impl FnMut(UserId, UserId)) {
    for (i, &a) in table.iter().enumerate() {
        for &b in &table[i + 1..] {
            if a != b {
                f(a, b);
            }
        }
    }
}

fn cut(order: &[usize], sizes: &[usize]) -> Vec<Vec<usize>> {
    let mut rest = order;
    sizes
        .iter()
        .map(|&s| {
            let (table, tail) = rest.split_at(s);
            rest = tail;
            table.to_vec()
        })
        .collect()
}

/// How often each pair of current members already shared a table, as a dense matrix over
/// the members' indices.
struct Together {
    n: usize,
    counts: Vec<u32>,
}

impl Together {
    fn new(people: &[UserId], previous: &[Vec<Vec<UserId>>]) -> Together {
        let n = people.len();
        let mut counts = vec![0u32; n * n];
        let index = |u: &UserId| people.binary_search(u).ok();
        for round in previous {
            for table in round {
                let mut seated: Vec<usize> = table.iter().filter_map(index).collect();
                seated.sort_unstable();
                seated.dedup();
                for (i, &a) in seated.iter().enumerate() {
                    for &b in &seated[i + 1..] {
                        counts[a * n + b] += 1;
                        counts[b * n + a] += 1;
                    }
                }
            }
        }
        Together { n, counts }
    }

    fn get(&self, a: usize, b: usize) -> u64 {
        u64::from(self.counts[a * self.n + b])
    }

    fn cost(&self, tables: &[Vec<usize>]) -> u64 {
        let mut cost = 0;
        for table in tables {
            for (i, &a) in table.iter().enumerate() {
                for &b in &table[i + 1..] {
                    cost += self.get(a, b);
                }
            }
        }
        cost
    }

    /// Swaps players between tables, in a fixed order, while a swap lowers the cost.
    ///
    /// `sums[p][t]` holds how often player `p` met the players now at table `t`, so a swap
    /// is judged in constant time and costs O(n) to apply.
    fn improve(&self, tables: &mut [Vec<usize>]) {
        let (n, t) = (self.n, tables.len());
        let mut sums = vec![0i64; n * t];
        for p in 0..n {
            for (ti, table) in tables.iter().enumerate() {
                sums[p * t + ti] = table.iter().map(|&x| self.get(p, x) as i64).sum();
            }
        }
        let seats: Vec<(usize, usize)> = tables
            .iter()
            .enumerate()
            .flat_map(|(ti, table)| (0..table.len()).map(move |s| (ti, s)))
            .collect();
        for _ in 0..MAX_PASSES {
            let mut improved = false;
            for (i, &(ta, sa)) in seats.iter().enumerate() {
                for &(tb, sb) in &seats[i + 1..] {
                    if ta == tb {
                        continue;
                    }
                    let (a, b) = (tables[ta][sa], tables[tb][sb]);
                    let met = self.get(a, b) as i64;
                    // Pairs a leaves at A minus pairs b joins at A, and the same at B.
                    let gain_a = sums[a * t + ta] - (sums[b * t + ta] - met);
                    let gain_b = sums[b * t + tb] - (sums[a * t + tb] - met);
                    if gain_a + gain_b > 0 {
                        tables[ta][sa] = b;
                        tables[tb][sb] = a;
                        for p in 0..n {
                            let d = self.get(p, b) as i64 - self.get(p, a) as i64;
                            sums[p * t + ta] += d;
                            sums[p * t + tb] -= d;
                        }
                        improved = true;
                    }
                }
            }
            if !improved {
                break;
            }
        }
    }
}
