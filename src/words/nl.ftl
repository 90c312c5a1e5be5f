# Dutch (nl) words of the core (shared words, the service's errors); translated from en.ftl.
# Terms of our own: competitie (league), seizoen, tafel, organisator, dagelijkse uitdaging (daily challenge), computerspeler, lobby, draad (thread), rating.
# The slash commands' names are our own too (the slash-* messages below: spel, nieuw, zet, pad, bord, competitie, dagelijks, …).

as-written = { $text }
list-separator = {", "}
player-n = speler { $n }

timed-out = deed niet op tijd een zet: het spel deed de standaardzet
no-title = Deze keer geen titel.
how-to-move = Doe je zet met `/{ slash-move }`.

## The service's refusals

no-undo = { $game } heeft geen zet om terug te nemen: wat gespeeld is, blijft gespeeld
no-pass = { $game } kent geen passen: speel je beurt met `/{ slash-move }`

hint-still-thinking = ik denk nog na over je vorige hint: hij komt zo
hint-nothing-to-suggest = er valt niets voor te stellen: geen zet van jou past bij deze beurt
hint-thinkers-busy = de hintdenkers zijn bezig met hints van andere spelers: vraag het zo nog eens
replay-still-drawing = ik teken nog aan de replay die je vroeg: hij komt zo
starts-per-hour = je begon het afgelopen uur { $count } spellen, het maximum: begin dit spel iets later

## What the games did, as the service's log and posts tell it
after-names = {" "}{ $text }
round-over = Ronde { $round } is voorbij.
turn-skipped-at = Ronde { $round }, beurt { $turn }: { $what }.
legacy-turn-skipped = de kaarten zijn { $first } + { $second } en niemand kan ze tekenen
legacy-breakdown = bezienswaardigheden { $sights }, dorpen { $villages }, bonus { $bonus }
move-you-left = Je hebt het spel verlaten.
## A game's options and state, as the generic code says them

no-option = { $game } heeft geen optie { $key }
no-own-pace = { $game } wordt niet in ieders eigen tempo gespeeld
options-unreadable = opties: { $error }
option-no = nee
option-yes = ja
turn-cards = de kaarten: **{ $a }** en **{ $b }**
status-done = klaar
## The service's errors (app::AppError): what a player reads when a call is refused

app-no-such-game = geen spel met id { $id }
app-not-a-player = je zit niet in dit spel
app-already-joined = je zit al in dit spel
app-not-started = dit spel is nog niet begonnen
app-already-started = dit spel is al begonnen
app-game-finished = dit spel is afgelopen
app-game-cancelled = dit spel is geannuleerd
app-game-full = dit spel is vol ({ $n } spelers)
app-host-cannot-leave = je bent de host: annuleer het spel in plaats van het te verlaten
app-too-late = te laat: de deadline van deze beurt is verstreken en de volgende beurt begint zo
app-game-broken = spel { $id } kan niet geladen worden; een beheerder moet ernaar kijken
app-not-saved = de zet kon niet bewaard worden; probeer het opnieuw
app-other-server = dat spel staat op een andere server
app-private-game = dat spel is het solospel van iemand anders
app-day-not-over = dit is een dagelijkse uitdaging, voor iedereen hetzelfde spel: de replay en het script komen pas als de dag voor iedereen voorbij is, { $opens }
app-wrong-thread = deze draad is spel { $here }; je noemde { $named }
app-shutting-down = de bot wordt afgesloten; probeer het zo opnieuw
app-other-process = deze server wordt door een ander proces van de bot bediend; probeer het later opnieuw

## The service's refusals: a game's lobby and settings (app::live)

app-host-adds-bots = alleen de host kan computerspelers toevoegen
app-host-removes-bots = alleen de host kan computerspelers verwijderen
app-host-starts = alleen de host kan dit spel starten
app-host-cancels = alleen de host kan dit spel annuleren
app-solo-is-yours = een solospel is alleen van jou
app-no-bots-yet = dit spel heeft nog geen computerspelers
app-no-bot-to-remove = er is geen computerspeler om te verwijderen
app-bots-not-alone = een spel heeft minstens één mens nodig: computerspelers spelen niet alleen
app-duration = { $unit ->
        [day] { $n ->
            [one] { $n } dag
           *[other] { $n } dagen
        }
        [hour] { $n ->
            [one] { $n } uur
           *[other] { $n } uur
        }
        [minute] { $n ->
            [one] { $n } minuut
           *[other] { $n } minuten
        }
       *[second] { $n ->
            [one] { $n } seconde
           *[other] { $n } seconden
        }
    }
app-deadline-out-of-range = de deadline per beurt moet tussen 1 uur en 7 dagen liggen, niet { $deadline }
app-reminder-too-early = de herinnering moet voor de deadline komen: { $reminder } voor een deadline van { $deadline } is te vroeg
app-max-players-out-of-range = een spel is voor 1 tot { $most } spelers, niet { $players }
app-bot-stuck = spel { $game }: een computerspeler kon geen zet doen
app-nothing-to-play = je hebt nu niets te spelen: wacht op de volgende beurt
app-turn-moved-on = de beurt ging verder terwijl de hint werd uitgedacht: vraag het opnieuw

## The service's refusals: hints and computer players (app::service::bots)

app-hint-game-moved-on = het spel ging verder terwijl de hint werd uitgedacht: vraag het opnieuw
app-hint-went-wrong = deze keer geen hint: het uitdenken ging mis (het is gelogd); speel verder zonder
app-league-no-bots = de spellen van een competitie zijn voor haar leden: geen computerspelers
app-hints-off = hints staan uit in dit spel: de host kan ze toestaan bij het aanmaken (nooit in dagelijkse uitdagingen of competitiespellen)

## The service's refusals: which game a call is about (app::service::authority)

app-leagues-on-a-server = competities bestaan op een server: gebruik dit daar
app-in-no-game = je zit in geen enkel spel op deze server; gebruik dit in de draad van een spel, of begin er een met /{ slash-game } { slash-game-new }
app-in-several-games = je zit in meerdere spellen: gebruik dit in de draad van het spel, of kies er een met de optie `game`
app-name-the-game = noem het spel met de optie `game`, of gebruik dit in de draad van het spel
app-name-the-game-undo = die zet kan niet teruggenomen worden: noem het spel met de optie `game`, of gebruik dit in de draad van het spel
app-game-in-direct-messages = dat spel wordt gespeeld in privéberichten met de bot: gebruik dit daar
app-started-resign-instead = het spel is begonnen; gebruik { $command } om op te geven

## The service's refusals: how much one person may host (app::service::bounds)

app-too-many-lobbies = je host al { $n } open { $n ->
        [one] lobby
       *[other] lobby's
    }: start of annuleer er eerst een ({ $games })
app-too-many-solo = je hebt al { $n } { $n ->
        [one] solospel
       *[other] solospellen
    } lopen: maak er eerst een af of annuleer er een ({ $games })
app-too-many-started = je host al { $n } { $n ->
        [one] begonnen spel
       *[other] begonnen spellen
    }: maak er eerst een af of annuleer er een ({ $games })
app-too-many-bots = je hebt al { $n } { $n ->
        [one] computerspeler
       *[other] computerspelers
    } aan tafel in de spellen die je host: verwijder er een, of maak eerst een spel af

## The service's refusals: solo games and daily challenges (app::service::daily)

app-no-daily-secret = kan geen dagelijks geheim van het besturingssysteem krijgen ({ $why }); stel DAILY_SECRET in
app-not-played-alone = { $game } speel je niet alleen
app-no-daily-challenge = { $game } heeft geen dagelijkse uitdaging
app-no-challenge-that-day = { $game } heeft geen uitdaging op { $date }
app-daily-not-played = je hebt de dagelijkse uitdaging van { $date } niet gespeeld
app-daily-not-finished = je hebt de dagelijkse uitdaging van { $date } nog niet uitgespeeld

## The service's refusals: a league's settings and rounds (app::league, app::service::league)

app-rating-beta = de rating-β moet positief zijn, niet { $value }
app-rating-tolerance = de tolerantie voor de onzekerheid van de rating moet 0 of meer zijn, niet { $value }
app-rating-widening = de verbreding per seizoen moet 0 of meer zijn, niet { $value }
app-points-increase = competitiepunten mogen niet stijgen naar lagere plaatsen: { $points }
app-points-reference-size = de grootte van de referentietabel voor punten moet 2 tot { $most } zijn, niet { $size }
app-points-too-many-ranks = { $ranks } plaatsen hebben punten, maar een referentietabel heeft maar { $size } spelers
app-table-size = een tafel heeft { $least } tot { $most } spelers, niet { $size }
app-too-few-members = een competitieronde heeft minstens twee leden nodig; deze competitie heeft er { $members }
app-no-organisers-yet = nog geen
app-only-organisers = alleen de organisatoren van { $league } ({ $organisers }) of serverbeheerders (Server beheren) kunnen { $what }
app-league-may-start-round = een ronde starten
app-league-may-cancel-game = een competitiespel annuleren
app-league-may-add-organisers = organisatoren toevoegen
app-league-may-remove-organisers = organisatoren verwijderen
app-league-may-end-season = een seizoen beëindigen
app-already-member = je bent al lid van { $league }
app-not-a-member = je bent geen lid van { $league }
app-already-organises = { $who } organiseert { $league } al
app-does-not-organise = die persoon organiseert { $league } niet
app-last-organiser = een competitie houdt minstens één organisator; voeg eerst een andere toe
app-table-not-played = tafel { $table } wordt niet gespeeld: nog maar { $left } van de spelers { $left ->
        [one] zit
       *[other] zitten
    } in { $league }
app-round-not-drawn = { $why }; leden doen mee met /{ slash-league } { slash-league-join }
app-no-such-round = die ronde bestaat niet
app-no-such-table = de ronde heeft geen tafel { $table }
app-league-plays-another = de competitie { $league } speelt { $plays }, niet { $named }
app-members-open-games = alleen leden van { $league } kunnen er spellen openen; word eerst lid met /{ slash-league } { slash-league-join }
app-members-join-games = dit is een spel van de competitie { $league }: alleen leden kunnen meedoen
app-no-such-season = { $league } heeft geen seizoen { $number } (het is nu seizoen { $current })
app-name-the-league = noem de competitie
app-no-such-league = er is hier geen competitie met de naam { $name }
app-league-gone = die competitie bestaat niet meer
app-no-league-with-id = geen competitie met id { $id }
app-results-not-replayed = de resultaten kunnen niet opnieuw afgespeeld worden: { $why }
app-league-name-length = de naam van een competitie is 1 tot { $most } tekens lang
app-league-name-marks = de naam van een competitie mag geen ` * _ ~ | < > @ # of : bevatten
app-season-length = een seizoen duurt 1 tot 366 dagen
app-league-name-taken = deze server heeft al een competitie met de naam { $name }

## The service's refusals: replays, scripts and the games there are (app::service)

app-not-that-many-moves = spel { $game } heeft { $moves } zetten, niet { $asked }
app-no-such-game-kind = er is hier geen spel { $id }; de spellen zijn { $games }
app-script-keeps-secret = het script van dit spel wordt niet gegeven: in { $game } zou het { $secret } verraden, wat de regels ook na het spel geheim houden (de replay toont het spel zoals iedereen het zag)
app-no-export-yet = spellen van { $game } kunnen nog niet geëxporteerd worden
app-replay-not-drawn = de replay van { $game } kan niet getekend worden
app-replay-not-over = dit spel is nog niet afgelopen: de replay en het script komen zodra het eindigt (eerder zouden ze tonen wat nog verborgen is)
app-replay-not-now = de replay van { $game } is nu niet beschikbaar: probeer het later opnieuw
app-replay-gone = de replay wordt niet meer bewaard

## A replay's captions (app::replay)

render-caption-turns = Ronde { $round } · beurten { $first }–{ $last }
render-caption-turn = Ronde { $round } · beurt { $turn }
render-caption-start = De start
render-caption-standings = Eindstand

## Words in the pictures and tables the core draws (render, app::league::standings)

render-col-player = SPELER
render-col-games = SPELLEN
render-col-wins = ZEGES
render-col-avg = GEM.
render-col-best = BESTE
render-col-rating = RATING
render-col-points = PUNTEN
render-no-league-games = Nog geen competitiespellen uitgespeeld
render-no-daily-game = Nog geen dagelijks spel uitgespeeld: /{ slash-daily } { slash-daily-play }
render-player-n = Speler { $n }
render-text-col-player = speler
render-text-col-games = spellen
render-text-col-wins = zeges
render-text-col-points = punten
render-text-col-avg = gem.
render-text-col-best = beste
render-text-no-league-games = nog geen competitiespellen uitgespeeld
render-text-page = pagina { $number } van { $pages }
app-league-permission = alleen de organisatoren van de competitie of serverbeheerders kunnen dat doen

## The slash commands' names

slash-game = spel
slash-game-new = nieuw
    .game = spel
    .options = opties
    .turn_hours = uren_per_beurt
    .bank_hours = uren_tijdbank
    .max_players = max_spelers
    .league = competitie
    .bots = bots
    .bot_level = botniveau
    .hints = hints
    .invite = uitnodigen
    .language = taal
slash-game-solo = solo
    .game = spel
    .options = opties
    .language = taal
slash-game-join = meedoen
    .game = spel
slash-game-leave = verlaten
    .game = spel
slash-game-start = start
    .game = spel
slash-game-cancel = annuleren
    .game = spel
slash-game-status = status
    .game = spel
slash-game-scores = scores
    .game = spel
slash-game-log = log
    .game = spel
    .from = vanaf
slash-game-games = spellen
slash-game-settings = instellingen
    .reminders = herinneringen
    .vacation = vakantie
    .dm = dm
    .language = taal
    .profile = profiel
slash-game-replay = replay
    .game = spel
slash-game-export = exporteren
    .game = spel
slash-game-help = help
    .game = spel
slash-trail = pad
    .trail = pad
    .game = spel
slash-move = zet
    .move = zet
    .game = spel
slash-undo = terug
    .game = spel
slash-pass = passen
    .game = spel
slash-map = bord
    .player = speler
    .game = spel
slash-hint = hint
    .game = spel
slash-league = competitie
slash-league-create = aanmaken
    .name = naam
    .table_size = tafelgrootte
    .season_days = seizoensdagen
    .turn_hours = uren_per_beurt
    .flat_points = vaste_punten
    .game = spel
    .options = opties
slash-league-join = meedoen
    .league = competitie
slash-league-leave = verlaten
    .league = competitie
slash-league-info = info
    .league = competitie
slash-league-organisers = organisatoren
slash-league-organisers-add = toevoegen
    .user = gebruiker
    .league = competitie
slash-league-organisers-remove = verwijderen
    .user = gebruiker
    .league = competitie
slash-league-round = ronde
    .league = competitie
    .free_pace = eigen_tempo
slash-league-standings = stand
    .league = competitie
    .season = seizoen
slash-league-season = seizoen
slash-league-season-end = beëindigen
    .league = competitie
slash-daily = dagelijks
slash-daily-play = spelen
    .game = spel
slash-daily-leaderboard = ranglijst
    .scope = bereik
    .date = datum
    .game = spel
slash-daily-stats = statistieken
    .player = speler
    .game = spel
slash-daily-share = delen
    .date = datum
    .game = spel

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

level-easy = makkelijk
level-normal = normaal
level-strong = sterk
bot-name = Bot { $n } ({ $level })

notice-line = { $game } `{ $id }`, ronde { $round }, beurt { $turn }
notice-a-game = Een spel

# The web pages (issue 45).
app-not-shown = die pagina bestaat niet
app-web-server-only = de webpagina's van een server stel je in op die server
app-web-admins-only = alleen wie deze server mag beheren (Server beheren) kan de webpagina's ervan aan- of uitzetten
slash-settings = instellingen
    .web = web
    .quiet = stille_uren
    .time_zone = tijdzone

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = invaller
    .player = speler
    .substitute = invaller
    .game = spel
app-substitute-resigned = die speler heeft opgegeven: de beurten van een opgegeven plaats eindigen zonder zet, wie er ook zit
app-substitute-bot = de plaats van een computerspeler heeft geen invaller nodig
app-substitute-plays = de invaller speelt al mee in dit spel
app-substitute-league-only = alleen een competitiespel neemt een invaller
app-substitute-not-member = { $name } is geen lid van { $league }: eerst lid worden met `/{ slash-league } { slash-league-join }`
app-substitute-too-soon = een speler die nog in de competitie zit, wordt pas vervangen na { $needed } gemiste deadlines van het spel (tot nu toe { $missed })
app-league-may-substitute = een invaller plaatsen
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = ratings
    .game = spel
    .page = pagina
slash-game-profile = profiel
    .player = speler
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = je hebt { $n } uitgenodigd, maar het spel heeft naast de host maar plaats voor { $most }
app-invite-only = spel `{ $game }` staat alleen open voor genodigden: vraag de host om een uitnodiging
app-kick-host-only = alleen de host kan spelers uit de lobby halen
app-kick-not-yourself = jij bent de host: annuleer het spel in plaats van jezelf eruit te halen
app-kick-not-in-lobby = die speler zit niet in deze lobby
app-rematch-already-in = je zit al in de revanche `{ $game }`
app-rematch-not-over = dit spel is nog niet voorbij: de revanche komt na het einde
app-rematch-none = een solospel, een dagelijkse uitdaging of een competitiespel heeft geen revanche
app-rematch-players-only = alleen de spelers van spel `{ $game }` kunnen om een revanche vragen
slash-game-kick = verwijderen
    .player = speler
    .game = spel

# Tijdbanken en stille uren (issue 46).
app-bank-out-of-range = de tijdbank mag hoogstens { $most } zijn, niet { $bank }
app-quiet-bad-window = stille uren zijn een dagelijks venster zoals 23:00-07:00 (twee verschillende tijden), of off
app-quiet-bad-zone = { $zone } is geen tijdzone: geef de IANA-naam, zoals Europe/Amsterdam of America/New_York
app-quiet-server-only = de stille uren van een server stel je in op die server in
app-quiet-admins-only = alleen wie deze server mag beheren (Server beheren) kan de stille uren instellen
