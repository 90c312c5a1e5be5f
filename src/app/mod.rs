pub mod league;
