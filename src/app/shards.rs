//! Which servers a process owns when several processes share the bot's gateway shards.
//!
//! Discord carries a server's events on shard `(server id >> 22) % shard count`, and direct
//! messages (and user-installed contexts, which have no server) on shard 0. A process
//! started with `SHARDS=FIRST-LAST/TOTAL` connects shards `FIRST..=LAST` of `TOTAL`, so it
//! hears only the servers of those shards: it owns their games, lobbies, leagues and
//! scheduled work, and never touches another process's. Work tied to no server belongs to
//! the process that has shard 0. The rule is a plain number rule, so the service applies it
//! without knowing Discord.
//!
//! Two processes must never run one shard: [`lock`] takes the shards' locks in the
//! database for the process's life (PostgreSQL; see [`ShardLocks`]), and [`keep`]
//! checks them, pausing the service's scheduler and outbox while they are not held.

use std::fmt;

use crate::app::Service;
use crate::store::{Location, StoreError};

/// The shards' locks [`lock`] takes and [`keep`] renews (the store's; named here for the
/// adapter, which holds them for the process's life).
pub use crate::store::ShardLocks;

/// Discord recommends about one shard per 1,000 servers and starts one every 5 s:
/// more than this (4 million servers, 6 hours to connect) is a typo.
pub const MAX_SHARDS: u32 = 4096;

/// Shards `first..=last` of `total` (`first <= last < total <= MAX_SHARDS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// The same range, as the store's filter of its reads.
    pub fn owner(&self) -> crate::store::Owner {
        crate::store::Owner {
            first: self.first,
            last: self.last,
            total: self.total,
        }
    }

    /// Every shard of `total` (one process runs them all), `total` from 1.
    pub fn all(total: u32) -> ShardRange {
        let total = total.max(1);
        ShardRange {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// Shards `first..=last` of `total`; `None` unless `first <= last < total <= MAX_SHARDS`.
    pub fn new(first: u32, last: u32, total: u32) -> Option<ShardRange> {
        (first <= last && last < total && total <= MAX_SHARDS).then_some(ShardRange {
            first,
            last,
            total,
        })
    }

    /// The shard that carries server `guild` among `total` (guild 0, no server: shard 0).
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        ((guild >> 22) % u64::from(total.max(1))) as u32
    }

    /// Whether shard `shard` is one of this range's.
    pub fn owns_shard(&self, shard: u32) -> bool {
        (self.first..=self.last).contains(&shard)
    }

    /// Whether this range's process owns server `guild` (0: a direct message or a
    /// user-installed context, owned by the range with shard 0).
    pub fn owns_guild(&self, guild: u64) -> bool {
        self.owns_shard(Self::shard_of(guild, self.total))
    }

    /// Whether this range has shard 0, and so the work tied to no server.
    pub fn owns_unplaced(&self) -> bool {
        self.first == 0
    }

    /// Whether the range is every shard.
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    /// How many shards the range has.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

/// `FIRST-LAST/TOTAL`, as `SHARDS` takes it.
impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// Takes the locks of the shards `range` runs (`None`: every server, as many shards as
/// Discord recommends) at `location`, held until the returned value is dropped or the
/// process ends, however it ends. Refused ([`StoreError::ShardTaken`],
/// [`StoreError::AllShardsTaken`], [`StoreError::OtherShardCount`], one line that names
/// the holder) while another process
/// holds one of them or runs another count of shards. Holds nothing on SQLite (one process
/// per file), so that the bot takes them the same way on either database.
pub async fn lock(
    location: &Location,
    range: Option<ShardRange>,
) -> Result<ShardLocks, StoreError> {
    ShardLocks::take(location, range.map(|r| r.owner()), &holder_name(range)).await
}

/// One check of the locks `lock` took, while the bot runs (`discord::run`, every 10
/// seconds): renewed within their timeout (`ShardLocks::renew`), and taken again if their
/// session was lost. While they are not held (the database unreachable or silent), this
/// process cannot know that no other runs its shards, so `service` pauses its scheduler
/// and outbox for them; once held again, they resume. Returns whether they are held now;
/// `Err` (and paused) when another process took one of the shards: this one must stop.
pub async fn keep(locks: &mut ShardLocks, service: &Service) -> Result<bool, StoreError> {
    let range = service.shards().unwrap_or(ShardRange::all(1));
    let shards = range.first..=range.last;
    match locks.renew().await {
        Ok(held) => {
            if !held {
                tracing::warn!("the shard locks' database session was lost; taken again");
            }
            service.resume_shards(shards);
            Ok(true)
        }
        Err(e) if e.is_shard_taken() => {
            service.pause_shards(shards);
            Err(e)
        }
        Err(e) => {
            tracing::warn!(
                error = %e,
                "the shard locks are not held (their database session was lost or does not \
                 answer): this process's deadlines, reminders and posts wait until they are"
            );
            service.pause_shards(shards);
            Ok(false)
        }
    }
}

/// How this process is named to another that its locks refuse: its range, pid and host
/// (`tucana 0-1/4 pid 1234 on host-a`).
pub fn holder_name(range: Option<ShardRange>) -> String {
    let range = range.map_or_else(|| "all shards".to_owned(), |r| r.to_string());
    // Linux names the host there; elsewhere the shell's variable, if any.
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "an unnamed host".to_owned());
    format!("tucana {range} pid {} on {host}", std::process::id())
}

/// Why a shard range does not parse: words to follow "SHARDS=…: ".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRange(pub String);

impl std::str::FromStr for ShardRange {
    type Err = BadRange;

    /// `N` (all `N` shards) or `FIRST-LAST/TOTAL`.
    fn from_str(s: &str) -> Result<ShardRange, BadRange> {
        let s = s.trim();
        let number = |part: &str, what: &str| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| BadRange(format!("{what} {:?} is not a whole number", part.trim())))
        };
        let Some((range, total)) = s.split_once('/') else {
            let total = number(s, "the shard count")?;
            if !(1..=MAX_SHARDS).contains(&total) {
                return Err(BadRange(format!(
                    "the shard count must be from 1 to {MAX_SHARDS}, not {total}"
                )));
            }
            return Ok(ShardRange::all(total));
        };
        let (first, last) = range.split_once('-').ok_or_else(|| {
            BadRange(format!(
                "{:?} before the / is not a range FIRST-LAST",
                range.trim()
            ))
        })?;
        let (first, last) = (number(first, "FIRST")?, number(last, "LAST")?);
        let total = number(total, "TOTAL")?;
        if !(1..=MAX_SHARDS).contains(&total) {
            return Err(BadRange(format!(
                "TOTAL must be from 1 to {MAX_SHARDS}, not {total}"
            )));
        }
        if first > last {
            return Err(BadRange(format!("FIRST ({first}) is after LAST ({last})")));
        }
        if last >= total {
            return Err(BadRange(format!(
                "LAST ({last}) must be below TOTAL ({total}): the shards are numbered 0 to {}",
                total - 1
            )));
        }
        Ok(ShardRange { first, last, total })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn ranges_parse_and_print() {
        let r: ShardRange = "2-3/4".parse().unwrap();
        assert_eq!(r, ShardRange::new(2, 3, 4).unwrap());
        assert_eq!(r.to_string(), "2-3/4");
        assert_eq!(
            (r.count(), r.is_all(), r.owns_unplaced()),
            (2, false, false)
        );
        assert_eq!(" 0 - 0 / 1 ".parse(), Ok(ShardRange::all(1)));
        assert_eq!("4".parse(), Ok(ShardRange::all(4)));
        assert!(ShardRange::all(4).is_all() && "0-3/4".parse::<ShardRange>().unwrap().is_all());
        for (bad, why) in [
            ("0", "from 1"),
            ("two", "not a whole number"),
            ("3-2/4", "after LAST"),
            ("2-4/4", "numbered 0 to 3"),
            ("0-1/0", "TOTAL must be from 1"),
            ("0-1/5000", "TOTAL must be from 1"),
            ("1/4", "not a range"),
            ("-1-2/4", "not a whole number"),
            ("0-x/4", "LAST"),
        ] {
            let e = bad.parse::<ShardRange>().unwrap_err();
            assert!(e.0.contains(why), "{bad}: {e:?}");
        }
        assert_eq!(ShardRange::new(0, 4, 4), None);
    }

    #[test]
    fn servers_go_to_discords_shard_and_guildless_work_to_shard_zero() {
        // The server id's timestamp part (above bit 22), modulo the count.
        assert_eq!(ShardRange::shard_of(197_038_439_483_310_086, 1000), 770);
        assert_eq!(ShardRange::shard_of(4 << 22 | 5, 4), 0);
        assert_eq!(ShardRange::shard_of(7 << 22, 4), 3);
        let (low, high) = (
            ShardRange::new(0, 1, 4).unwrap(),
            ShardRange::new(2, 3, 4).unwrap(),
        );
        assert!(low.owns_guild(0) && !high.owns_guild(0));
        assert!(low.owns_unplaced() && !high.owns_unplaced());
        assert!(high.owns_guild(2 << 22) && !low.owns_guild(2 << 22));
        assert!(ShardRange::all(1).owns_guild(u64::MAX));
    }

    /// Cut points splitting `0..total` into consecutive ranges.
    fn partition() -> impl Strategy<Value = Vec<ShardRange>> {
        (1u32..=64)
            .prop_flat_map(|total| {
                (
                    Just(total),
                    prop::collection::btree_set(1..total.max(2), 0..8),
                )
            })
            .prop_map(|(total, cuts)| {
                let mut ranges = Vec::new();
                let mut first = 0;
                for cut in cuts.into_iter().filter(|&c| c < total) {
                    ranges.push(ShardRange::new(first, cut - 1, total).unwrap());
                    first = cut;
                }
                ranges.push(ShardRange::new(first, total - 1, total).unwrap());
                ranges
            })
    }

    proptest! {
        #[test]
        fn every_server_has_exactly_one_owner(ranges in partition(), guilds in prop::collection::vec(any::<u64>(), 1..32)) {
            let unplaced: Vec<_> = ranges.iter().filter(|r| r.owns_unplaced()).collect();
            prop_assert_eq!(unplaced.len(), 1);
            prop_assert!(unplaced[0].owns_guild(0));
            for guild in guilds.into_iter().chain([0, 1 << 22, u64::MAX]) {
                let owners = ranges.iter().filter(|r| r.owns_guild(guild)).count();
                prop_assert_eq!(owners, 1, "guild {} in {:?}", guild, ranges);
            }
        }

        #[test]
        fn ranges_print_as_they_parse(first in 0u32..100, len in 0u32..100, extra in 1u32..100) {
            let r = ShardRange::new(first, first + len, first + len + extra).unwrap();
            prop_assert_eq!(r.to_string().parse::<ShardRange>(), Ok(r));
        }
    }
}
