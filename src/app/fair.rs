//! Turns shared fairly: a few holders at a time, and those waiting served by **lane**
//! (whose work it is: a host's games, the daily par), the lane served least recently first,
//! not in the order they came. So one user queueing many games' computer players waits
//! behind themself, never in front of everyone else: anyone else's turn comes within one
//! turn of the queue.
//!
//! A turn handed to a waiter who gave up (its future dropped) goes to the next waiter; a
//! dropped [`Turn`] is handed on at once.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

/// A queue of turns, at most `holders` at once, shared round-robin by lane `K`. Cheap to
/// clone; clones share the queue.
pub struct Fair<K: Eq + Hash + Clone> {
    shared: Arc<Shared<K>>,
}

impl<K: Eq + Hash + Clone> Clone for Fair<K> {
    fn clone(&self) -> Self {
        Fair {
            shared: self.shared.clone(),
        }
    }
}

struct Shared<K: Eq + Hash + Clone> {
    state: Mutex<State<K>>,
}

struct State<K: Eq + Hash + Clone> {
    /// The turns not held.
    free: usize,
    /// Counts the turns handed out and the waiters come (the stamps of [`Lane`]).
    clock: u64,
    /// The lanes holding or waiting for a turn (an idle lane is forgotten).
    lanes: HashMap<K, Lane<K>>,
}

/// One lane's waiters and turns.
struct Lane<K: Eq + Hash + Clone> {
    /// Each waiter, in the order they came, with when it came.
    waiting: VecDeque<(u64, oneshot::Sender<Turn<K>>)>,
    /// The turns it holds.
    holding: usize,
    /// When it was last handed a turn (0: not since it was idle).
    served: u64,
}

impl<K: Eq + Hash + Clone> Default for Lane<K> {
    fn default() -> Self {
        Lane {
            waiting: VecDeque::new(),
            holding: 0,
            served: 0,
        }
    }
}

/// A turn, held until dropped.
pub struct Turn<K: Eq + Hash + Clone> {
    shared: Arc<Shared<K>>,
    /// The lane holding it; `None` once it has been given back.
    lane: Option<K>,
}

impl<K: Eq + Hash + Clone> Fair<K> {
    /// A queue letting `holders` (at least 1) hold a turn at once.
    pub fn new(holders: usize) -> Fair<K> {
        Fair {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    free: holders.max(1),
                    clock: 0,
                    lanes: HashMap::new(),
                }),
            }),
        }
    }

    /// Waits for a turn of `lane`: at once if one is free and nobody waits, else when the
    /// lanes served less recently have had theirs.
    pub async fn turn(&self, lane: K) -> Turn<K> {
        let waiting = {
            let mut state = lock(&self.shared.state);
            let nobody_waits = state.lanes.values().all(|l| l.waiting.is_empty());
            if state.free > 0 && nobody_waits {
                state.free -= 1;
                return self.shared.hand_out(&mut state, lane);
            }
            let (tx, rx) = oneshot::channel();
            state.clock += 1;
            let came = state.clock;
            state
                .lanes
                .entry(lane)
                .or_default()
                .waiting
                .push_back((came, tx));
            rx
        };
        // The sender is dropped only once it has sent (`Shared::hand_on`) or with the whole
        // queue, whose turns then no longer matter: a turn of no lane.
        waiting.await.unwrap_or_else(|_| Turn {
            shared: self.shared.clone(),
            lane: None,
        })
    }

    /// How many wait for a turn (for the tests and the figures).
    pub fn waiting(&self) -> usize {
        let state = lock(&self.shared.state);
        state.lanes.values().map(|l| l.waiting.len()).sum()
    }
}

impl<K: Eq + Hash + Clone> Shared<K> {
    /// A turn for `lane`, counted as held (the caller took it from `free`).
    fn hand_out(self: &Arc<Self>, state: &mut State<K>, lane: K) -> Turn<K> {
        state.clock += 1;
        let stamp = state.clock;
        let held = state.lanes.entry(lane.clone()).or_default();
        held.holding += 1;
        held.served = stamp;
        Turn {
            shared: self.clone(),
            lane: Some(lane),
        }
    }

    /// Hands a freed turn to the first waiter of the lane served least recently (the lane
    /// whose waiter came first, between lanes never served), or keeps it free. The waiter is
    /// sent its turn outside the lock: a turn dropped on the way comes back here.
    fn hand_on(self: &Arc<Self>) {
        loop {
            let (tx, turn) = {
                let mut state = lock(&self.state);
                let Some((lane, tx)) = state.next_waiter() else {
                    state.free += 1;
                    return;
                };
                (tx, self.hand_out(&mut state, lane))
            };
            match tx.send(turn) {
                Ok(()) => return,
                // The waiter gave up: the turn goes back (without a second hand-on), and on
                // to the next.
                Err(mut unwanted) => {
                    if let Some(lane) = unwanted.lane.take() {
                        lock(&self.state).give_back(&lane);
                    }
                }
            }
        }
    }
}

impl<K: Eq + Hash + Clone> State<K> {
    /// The first waiter of the lane served least recently (between lanes never served, the
    /// one whose waiter came first), taken out of its lane.
    fn next_waiter(&mut self) -> Option<(K, oneshot::Sender<Turn<K>>)> {
        let lane = self
            .lanes
            .iter()
            .filter_map(|(k, l)| Some(((l.served, l.waiting.front()?.0), k)))
            .min_by_key(|(order, _)| *order)
            .map(|(_, k)| k.clone())?;
        let (_, tx) = self.lanes.get_mut(&lane)?.waiting.pop_front()?;
        Some((lane, tx))
    }

    /// A turn of `lane` is no longer held; the lane is forgotten once idle.
    fn give_back(&mut self, lane: &K) {
        if let Some(l) = self.lanes.get_mut(lane) {
            l.holding = l.holding.saturating_sub(1);
            if l.holding == 0 && l.waiting.is_empty() {
                self.lanes.remove(lane);
            }
        }
    }
}

impl<K: Eq + Hash + Clone> Drop for Turn<K> {
    fn drop(&mut self) {
        let Some(lane) = self.lane.take() else {
            return;
        };
        lock(&self.shared.state).give_back(&lane);
        self.shared.hand_on();
    }
}

/// Locks the queue, whether or not a panic poisoned it (every change under it is whole
/// before anything that may panic).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Waits until `n` wait in `fair`.
    async fn until_waiting(fair: &Fair<&'static str>, n: usize) {
        while fair.waiting() != n {
            tokio::task::yield_now().await;
        }
    }

    /// Queues a waiter of `lane` that notes `name` when served and lets its turn go.
    async fn queue(
        fair: &Fair<&'static str>,
        served: &Arc<Mutex<Vec<&'static str>>>,
        lane: &'static str,
        name: &'static str,
    ) {
        let before = fair.waiting();
        let (fair2, served) = (fair.clone(), served.clone());
        tokio::spawn(async move {
            let _turn = fair2.turn(lane).await;
            served.lock().unwrap().push(name);
        });
        until_waiting(fair, before + 1).await;
    }

    #[tokio::test]
    async fn another_lane_is_served_before_a_busy_lanes_backlog() {
        let fair = Fair::new(1);
        let served = Arc::new(Mutex::new(Vec::new()));
        let held = fair.turn("host a").await;
        for name in ["a1", "a2", "a3"] {
            queue(&fair, &served, "host a", name).await;
        }
        queue(&fair, &served, "par", "par").await;
        queue(&fair, &served, "host b", "b1").await;
        drop(held);
        until_waiting(&fair, 0).await;
        while served.lock().unwrap().len() < 5 {
            tokio::task::yield_now().await;
        }
        // "host a" held the turn: the others come first, then a's games in their order,
        // each lane in turn.
        assert_eq!(*served.lock().unwrap(), ["par", "b1", "a1", "a2", "a3"]);
    }

    #[tokio::test]
    async fn a_waiter_that_gave_up_passes_its_turn_on() {
        let fair = Fair::new(1);
        let held = fair.turn("a").await;
        let gave_up = tokio::spawn({
            let fair = fair.clone();
            async move { fair.turn("b").await }
        });
        until_waiting(&fair, 1).await;
        gave_up.abort();
        let _ = gave_up.await;
        drop(held);
        // The turn was free again (or handed to nobody and given back): it comes.
        let again = tokio::time::timeout(std::time::Duration::from_secs(60), fair.turn("c"))
            .await
            .expect("the turn comes back");
        drop(again);
        assert_eq!(fair.waiting(), 0);
    }
}
