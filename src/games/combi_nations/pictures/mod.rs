//! Combi-Nations' pictures: each country, the market ring, the standings.
