# Italian (it) words of the core; translated from en.ftl.
# Terms of our own: partita (game), lega (league), stagione (season), tavolo (table), organizzatore (organiser), giocatore computer (computer player), sfida del giorno (daily challenge), suggerimento (hint), rating (rating);
#   the commands' names (the slash-* messages below: partita, nuova, mossa, sentiero, mappa, lega, sfida, …).

as-written = { $text }
list-separator = {", "}
player-n = giocatore { $n }

timed-out = non ha mosso in tempo: il gioco ha fatto la mossa predefinita
no-title = Nessun titolo stavolta.
how-to-move = Fai la tua mossa con `/{ slash-move }`.

## The service's refusals

no-undo = { $game } non permette di annullare le mosse: quel che è giocato è giocato
no-pass = { $game } non permette di passare: gioca il tuo turno con `/{ slash-move }`

hint-still-thinking = sto ancora pensando al tuo ultimo suggerimento: arriva tra un momento
hint-nothing-to-suggest = non c'è niente da suggerire: nessuna tua mossa va bene in questo turno
hint-thinkers-busy = chi calcola i suggerimenti è occupato con quelli di altri giocatori: richiedi tra un momento
replay-still-drawing = sto ancora disegnando il replay che hai chiesto: arriva tra un momento
starts-per-hour = hai avviato { $count } partite nell'ultima ora, il massimo consentito: avvia questa un po' più tardi

## What the games did, as the service's log and posts tell it
after-names = {" "}{ $text }
round-over = Il round { $round } è finito.
turn-skipped-at = Round { $round }, turno { $turn }: { $what }.
legacy-turn-skipped = le carte sono { $first } + { $second } e nessuno può tracciarle
legacy-breakdown = attrazioni { $sights }, villaggi { $villages }, bonus { $bonus }
move-you-left = Hai lasciato la partita.
## A game's options and state, as the generic code says them

no-option = { $game } non ha l'opzione { $key }
no-own-pace = { $game } non si gioca al ritmo di ciascuno
options-unreadable = opzioni: { $error }
option-no = no
option-yes = sì
turn-cards = le carte: **{ $a }** e **{ $b }**
status-done = fatto
## The service's errors (app::AppError): what a player reads when a call is refused

app-no-such-game = nessuna partita con id { $id }
app-not-a-player = non sei in questa partita
app-already-joined = sei già in questa partita
app-not-started = questa partita non è iniziata
app-already-started = questa partita è già iniziata
app-game-finished = questa partita è finita
app-game-cancelled = questa partita è stata annullata
app-game-full = questa partita è al completo ({ $n } giocatori)
app-host-cannot-leave = sei l'host: annulla la partita invece di lasciarla
app-too-late = troppo tardi: la scadenza di questo turno è passata e il prossimo turno sta per iniziare
app-game-broken = la partita { $id } non si può caricare; deve guardarci un admin
app-not-saved = non è stato possibile salvare la mossa; riprova
app-other-server = quella partita è su un altro server
app-private-game = quella partita è la partita in solitario di qualcun altro
app-day-not-over = questa è una sfida del giorno, la stessa partita per tutti: replay e script arrivano quando il suo giorno è finito per tutti, { $opens }
app-wrong-thread = questo thread è la partita { $here }; hai indicato { $named }
app-shutting-down = il bot si sta spegnendo; riprova tra un momento
app-other-process = questo server è servito da un altro processo del bot; riprova più tardi

## The service's refusals: a game's lobby and settings (app::live)

app-host-adds-bots = solo l'host può aggiungere giocatori computer
app-host-removes-bots = solo l'host può rimuovere giocatori computer
app-host-starts = solo l'host può avviare questa partita
app-host-cancels = solo l'host può annullare questa partita
app-solo-is-yours = una partita in solitario è solo tua
app-no-bots-yet = questo gioco non ha ancora giocatori computer
app-no-bot-to-remove = non c'è nessun giocatore computer da rimuovere
app-bots-not-alone = una partita ha bisogno di almeno una persona: i giocatori computer non giocano da soli
app-duration = { $unit ->
        [day] { $n ->
            [one] { $n } giorno
           *[other] { $n } giorni
        }
        [hour] { $n ->
            [one] { $n } ora
           *[other] { $n } ore
        }
        [minute] { $n ->
            [one] { $n } minuto
           *[other] { $n } minuti
        }
       *[second] { $n ->
            [one] { $n } secondo
           *[other] { $n } secondi
        }
    }
app-deadline-out-of-range = la scadenza del turno deve essere tra 1 ora e 7 giorni, non { $deadline }
app-reminder-too-early = il promemoria deve arrivare prima della scadenza: { $reminder } prima di una scadenza di { $deadline } è troppo presto
app-max-players-out-of-range = una partita ha da 1 a { $most } giocatori, non { $players }
app-bot-stuck = partita { $game }: un giocatore computer non è riuscito a muovere
app-nothing-to-play = ora non hai niente da giocare: aspetta il prossimo turno
app-turn-moved-on = il turno è andato avanti mentre si calcolava il suggerimento: richiedi

## The service's refusals: hints and computer players (app::service::bots)

app-hint-game-moved-on = la partita è andata avanti mentre si calcolava il suggerimento: richiedi
app-hint-went-wrong = niente suggerimento stavolta: il calcolo è andato storto (è registrato nel log); continua senza
app-league-no-bots = le partite di una lega sono per i suoi membri: niente giocatori computer
app-hints-off = in questa partita i suggerimenti sono disattivati: l'host li permette quando la crea (mai nelle sfide del giorno o nelle partite di lega)

## The service's refusals: which game a call is about (app::service::authority)

app-leagues-on-a-server = le leghe vivono su un server: usa questo comando lì
app-in-no-game = non sei in nessuna partita su questo server; usa questo comando nel thread di una partita, o iniziane una con /{ slash-game } { slash-game-new }
app-in-several-games = sei in più partite: usa questo comando nel thread della partita, o sceglila con l'opzione `game`
app-name-the-game = indica la partita con l'opzione `game`, o usa questo comando nel thread della partita
app-name-the-game-undo = quella mossa non si può annullare: indica la partita con l'opzione `game`, o usa questo comando nel thread della partita
app-game-in-direct-messages = quella partita si gioca nei messaggi diretti con il bot: usa questo comando lì
app-started-resign-instead = la partita è iniziata; usa { $command } per abbandonare

## The service's refusals: how much one person may host (app::service::bounds)

app-too-many-lobbies = { $n ->
        [one] ospiti già { $n } lobby aperta
       *[other] ospiti già { $n } lobby aperte
    }: prima avviane o annullane una ({ $games })
app-too-many-solo = { $n ->
        [one] hai già { $n } partita in solitario in corso
       *[other] hai già { $n } partite in solitario in corso
    }: prima finiscine o annullane una ({ $games })
app-too-many-started = { $n ->
        [one] ospiti già { $n } partita avviata
       *[other] ospiti già { $n } partite avviate
    }: prima finiscine o annullane una ({ $games })
app-too-many-bots = { $n ->
        [one] hai già { $n } giocatore computer
       *[other] hai già { $n } giocatori computer
    } nelle partite che ospiti: rimuovine uno, o prima finisci una partita

## The service's refusals: solo games and daily challenges (app::service::daily)

app-no-daily-secret = impossibile ottenere un segreto giornaliero dal sistema operativo ({ $why }); imposta DAILY_SECRET
app-not-played-alone = { $game } non si gioca in solitario
app-no-daily-challenge = { $game } non ha una sfida del giorno
app-no-challenge-that-day = { $game } non ha una sfida il { $date }
app-daily-not-played = non hai giocato la sfida del giorno del { $date }
app-daily-not-finished = non hai ancora finito la sfida del giorno del { $date }

## The service's refusals: a league's settings and rounds (app::league, app::service::league)

app-rating-beta = il β del rating deve essere positivo, non { $value }
app-rating-tolerance = la tolleranza d'incertezza del rating deve essere 0 o più, non { $value }
app-rating-widening = l'allargamento di stagione deve essere 0 o più, non { $value }
app-points-increase = i punti lega non devono crescere scendendo in classifica: { $points }
app-points-reference-size = la dimensione del tavolo di riferimento per i punti deve essere da 2 a { $most }, non { $size }
app-points-too-many-ranks = { $ranks } posizioni hanno punti, ma un tavolo di riferimento ha solo { $size } giocatori
app-table-size = un tavolo ha da { $least } a { $most } giocatori, non { $size }
app-too-few-members = un round di lega richiede almeno due membri; questa lega ne ha { $members }
app-no-organisers-yet = ancora nessuno
app-only-organisers = solo gli organizzatori di { $league } ({ $organisers }) o gli admin del server (Gestisci server) possono { $what }
app-league-may-start-round = avviare un round
app-league-may-cancel-game = annullare una partita di lega
app-league-may-add-organisers = aggiungere organizzatori
app-league-may-remove-organisers = rimuovere organizzatori
app-league-may-end-season = chiudere una stagione
app-already-member = sei già membro di { $league }
app-not-a-member = non sei membro di { $league }
app-already-organises = { $who } organizza già { $league }
app-does-not-organise = non organizza { $league }
app-last-organiser = una lega tiene almeno un organizzatore; prima aggiungine un altro
app-table-not-played = il tavolo { $table } non si gioca: { $left ->
        [one] solo { $left } dei suoi giocatori è ancora
       *[other] solo { $left } dei suoi giocatori sono ancora
    } in { $league }
app-round-not-drawn = { $why }; i membri si uniscono con /{ slash-league } { slash-league-join }
app-no-such-round = questo round non esiste
app-no-such-table = il round non ha il tavolo { $table }
app-league-plays-another = la lega { $league } gioca a { $plays }, non a { $named }
app-members-open-games = solo i membri di { $league } possono aprire le sue partite; prima unisciti con /{ slash-league } { slash-league-join }
app-members-join-games = questa è una partita della lega { $league }: possono unirsi solo i suoi membri
app-no-such-season = { $league } non ha la stagione { $number } (è nella stagione { $current })
app-name-the-league = indica la lega
app-no-such-league = qui non c'è nessuna lega chiamata { $name }
app-league-gone = quella lega non esiste più
app-no-league-with-id = nessuna lega con id { $id }
app-results-not-replayed = i risultati non si possono ricalcolare: { $why }
app-league-name-length = il nome di una lega va da 1 a { $most } caratteri
app-league-name-marks = il nome di una lega non può contenere ` * _ ~ | < > @ # o :
app-season-length = una stagione dura da 1 a 366 giorni
app-league-name-taken = questo server ha già una lega chiamata { $name }

## The service's refusals: replays, scripts and the games there are (app::service)

app-not-that-many-moves = la partita { $game } ha { $moves } mosse, non { $asked }
app-no-such-game-kind = qui non c'è nessun gioco { $id }; i giochi sono { $games }
app-script-keeps-secret = lo script di questa partita non viene fornito: in { $game } rivelerebbe { $secret }, che le regole tengono segreto anche dopo la partita (il suo replay mostra la partita come l'hanno vista tutti)
app-no-export-yet = le partite di { $game } non si possono ancora esportare
app-replay-not-drawn = il replay di { $game } non si può disegnare
app-replay-not-over = questa partita non è finita: replay e script arrivano quando finisce (prima mostrerebbero ciò che è ancora nascosto)
app-replay-not-now = il replay di { $game } ora non è disponibile: riprova più tardi
app-replay-gone = il replay non è più conservato

## A replay's captions (app::replay)

render-caption-turns = Round { $round } · turni { $first }–{ $last }
render-caption-turn = Round { $round } · turno { $turn }
render-caption-start = L'inizio
render-caption-standings = Classifica finale

## Words in the pictures and tables the core draws

render-col-player = GIOCATORE
render-col-games = PARTITE
render-col-wins = VITTORIE
render-col-avg = MEDIA
render-col-best = MIGLIORE
render-col-rating = RATING
render-col-points = PUNTI
render-no-league-games = Ancora nessuna partita di lega finita
render-no-daily-game = Ancora nessuna sfida del giorno finita: /{ slash-daily } { slash-daily-play }
render-player-n = Giocatore { $n }
render-text-col-player = giocatore
render-text-col-games = partite
render-text-col-wins = vittorie
render-text-col-points = punti
render-text-col-avg = media
render-text-col-best = migliore
render-text-no-league-games = ancora nessuna partita di lega finita
render-text-page = pagina { $number } di { $pages }
app-league-permission = solo gli organizzatori della lega o gli admin del server possono farlo

## The slash commands' names

slash-game = partita
slash-game-new = nuova
    .game = gioco
    .options = opzioni
    .turn_hours = ore_turno
    .bank_hours = ore_riserva
    .max_players = max_giocatori
    .league = lega
    .bots = bot
    .bot_level = livello_bot
    .hints = suggerimenti
    .invite = invita
    .language = lingua
slash-game-solo = solo
    .game = gioco
    .options = opzioni
    .language = lingua
slash-game-join = entra
    .game = partita
slash-game-leave = esci
    .game = partita
slash-game-start = avvia
    .game = partita
slash-game-cancel = annulla
    .game = partita
slash-game-status = stato
    .game = partita
slash-game-scores = punteggi
    .game = partita
slash-game-log = log
    .game = partita
    .from = da
slash-game-games = partite
slash-game-settings = impostazioni
    .reminders = promemoria
    .vacation = vacanza
    .dm = dm
    .language = lingua
    .profile = profilo
slash-game-replay = replay
    .game = partita
slash-game-export = esporta
    .game = partita
slash-game-help = aiuto
    .game = gioco
slash-trail = sentiero
    .trail = sentiero
    .game = partita
slash-move = mossa
    .move = mossa
    .game = partita
slash-undo = annulla
    .game = partita
slash-pass = passa
    .game = partita
slash-map = mappa
    .player = giocatore
    .game = partita
slash-hint = suggerimento
    .game = partita
slash-league = lega
slash-league-create = crea
    .name = nome
    .table_size = giocatori_tavolo
    .season_days = giorni_stagione
    .turn_hours = ore_turno
    .flat_points = punti_fissi
    .game = gioco
    .options = opzioni
slash-league-join = entra
    .league = lega
slash-league-leave = esci
    .league = lega
slash-league-info = info
    .league = lega
slash-league-organisers = organizzatori
slash-league-organisers-add = aggiungi
    .user = utente
    .league = lega
slash-league-organisers-remove = rimuovi
    .user = utente
    .league = lega
slash-league-round = round
    .league = lega
    .free_pace = ritmo_libero
slash-league-standings = classifica
    .league = lega
    .season = stagione
slash-league-season = stagione
slash-league-season-end = chiudi
    .league = lega
slash-daily = sfida
slash-daily-play = gioca
    .game = gioco
slash-daily-leaderboard = classifica
    .scope = ambito
    .date = data
    .game = gioco
slash-daily-stats = statistiche
    .player = giocatore
    .game = gioco
slash-daily-share = condividi
    .date = data
    .game = gioco

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

level-easy = facile
level-normal = normale
level-strong = forte
bot-name = Bot { $n } ({ $level })

notice-line = { $game } `{ $id }`, round { $round }, turno { $turn }
notice-a-game = Una partita

# The web pages (issue 45).
app-not-shown = questa pagina non esiste
app-web-server-only = le pagine web di un server si impostano in quel server
app-web-admins-only = solo chi può gestire questo server (Gestisci server) può attivare o disattivare le sue pagine web
slash-settings = impostazioni
    .web = web
    .quiet = quiete
    .time_zone = fuso_orario

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = sostituto
    .player = giocatore
    .substitute = sostituto
    .game = partita
app-substitute-resigned = quel giocatore si è ritirato: i turni di un posto ritirato finiscono senza mossa, chiunque vi sieda
app-substitute-bot = il posto di un giocatore automatico non ha bisogno di un sostituto
app-substitute-plays = il sostituto gioca già in questa partita
app-substitute-league-only = solo una partita di lega accetta un sostituto
app-substitute-not-member = { $name } non è membro di { $league }: prima si unisce con `/{ slash-league } { slash-league-join }`
app-substitute-too-soon = un giocatore ancora nella lega si sostituisce solo dopo che ha mancato { $needed } scadenze della partita ({ $missed } finora)
app-league-may-substitute = mettere un sostituto
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = classifica
    .game = gioco
    .page = pagina
slash-game-profile = profilo
    .player = giocatore
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = hai invitato { $n } persone, ma la partita ha posto solo per { $most } oltre all'host
app-invite-only = la partita `{ $game }` è aperta solo ai suoi invitati: chiedi un invito al suo host
app-kick-host-only = solo l'host può togliere giocatori dalla lobby
app-kick-not-yourself = sei l'host: annulla la partita invece di toglierti dalla lobby
app-kick-not-in-lobby = quel giocatore non è in questa lobby
app-rematch-already-in = sei già nella rivincita `{ $game }`
app-rematch-not-over = questa partita non è ancora finita: la rivincita viene dopo la sua fine
app-rematch-none = una partita in solitario, una sfida del giorno o una partita di lega non ha rivincita
app-rematch-players-only = solo i giocatori della partita `{ $game }` possono chiederne la rivincita
slash-game-kick = espelli
    .player = giocatore
    .game = partita

# Riserve di tempo e ore di quiete (issue 46).
app-bank-out-of-range = la riserva di tempo deve essere al massimo { $most }, non { $bank }
app-quiet-bad-window = le ore di quiete sono una fascia giornaliera come 23:00-07:00 (due orari diversi), oppure off
app-quiet-bad-zone = { $zone } non è un fuso orario: indica il suo nome IANA, come Europe/Rome o America/New_York
app-quiet-server-only = le ore di quiete di un server si impostano in quel server
app-quiet-admins-only = solo chi può gestire questo server (Gestisci server) può impostarne le ore di quiete
