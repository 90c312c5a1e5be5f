# Italian (it) words of the Discord bot; translated from en.ftl.
# Terms of our own: partita (game), lega (league), stagione (season), tavolo (table), organizzatore
#   (organiser), sfida del giorno (daily challenge), par (par), suggerimento (hint), ritmo libero
#   (free pace), giocatore computer / bot (computer player), lobby (lobby).

## /game help

help-how-play = **Come si gioca:** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` apre il thread di una partita (opzioni: parole `key=value` dall'elenco); i giocatori premono Entra, l'host Avvia. `/{ slash-move }` gioca la tua mossa (l'autocompletamento le elenca, le migliori prima), `/{ slash-map }` mostra la tua vista; nei giochi che le prevedono, `/{ slash-undo }` annulla una mossa e `/{ slash-pass }` chiude il tuo turno.
help-how-bots = **Giocatori computer:** i pulsanti della lobby o `bots:2 bot_level:strong` aggiungono dei bot; non contano mai nelle leghe. `/{ slash-hint }` mostra in privato le mosse migliori, nelle partite in solitario e dove l'host ha permesso `hints`. Ogni sfida del giorno ha un par: il punteggio del bot forte.
help-how-alone = **Da solo:** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…`; `/{ slash-daily } { slash-daily-play }` è la sfida di oggi, uguale per tutti, poi `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Leghe:** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Ogni partita:** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. La tua prossima mossa, mappa o stato inizia con quello che è successo dalla tua ultima mossa; `/{ slash-game } { slash-game-log }` mostra l'intera partita.
help-how-rules = **Le regole di un gioco in breve:** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Partite finite:** `/{ slash-game } { slash-game-replay }` ne mostra una passo per passo (un'immagine animata), `/{ slash-game } { slash-game-export }` dà il suo script di replay per `tucana replay` e `tucana render`.
help-own-trail = **Il suo comando:** `/{ slash-trail }`, il suo nome per `/{ slash-move }`: traccia un sentiero, per esempio `/{ slash-trail } C3-D4`.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = Non sei in nessuna partita su questo server. Iniziane una con /{ slash-game } { slash-game-new }.

## A move's reply

move-done = Fatto.
move-last-of-game = Era l'ultima mossa della partita!

## A free-paced game's own turn, for its player alone

own-turn = Il tuo { $progress }: { $headline }
## The slash commands' descriptions, applied when the commands are registered

cmd-game = Tutte le partite: crea, unisciti e segui le partite.
cmd-game-new = Apri una nuova partita di qualsiasi gioco in un thread di questo canale.
    .game = Il gioco: sceglilo dall'elenco
    .options = Le opzioni del gioco come parole key=value: sceglile dall'elenco
    .turn_hours = Ore per turno, da 1 a 168 (predefinito 24)
    .bank_hours = Riserva di tempo per giocatore in ore, da 0 a 168: copre le mosse in ritardo (predefinito 0)
    .max_players = Numero massimo di giocatori, da 1 a 50 (predefinito 8, o meno se il gioco ne prevede meno)
    .league = Una partita di questa lega (valgono le opzioni della lega; solo membri)
    .bots = Giocatori computer da far sedere ora, da 0 a 7 (la lobby ha pulsanti per aggiungerne)
    .bot_level = Quanto bene giocano i giocatori computer (predefinito normale)
    .bot_level-easy = facile (principiante)
    .bot_level-normal = normale
    .bot_level-strong = forte (pensa in anticipo)
    .hints = Permetti ai giocatori di chiedere suggerimenti con /{ slash-hint } (contati in classifica)
    .invite = Menziona gli utenti o i ruoli a cui la lobby è aperta (predefinito: tutti)
    .language = La lingua dei messaggi della partita (predefinita: quella di questo server)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Gioca una partita da solo, al tuo ritmo, in un thread privato.
    .game = Il gioco: sceglilo dall'elenco
    .options = Le opzioni del gioco come parole key=value: sceglile dall'elenco
    .language = La lingua dei messaggi della partita (predefinita: quella di questo server, o la tua)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Unisciti alla partita di questo thread.
    .game = L'id della partita (fuori dal suo thread)
cmd-game-leave = Lascia la partita (abbandona, se è iniziata).
    .game = La partita (fuori dal suo thread)
cmd-game-start = Avvia la partita (solo l'host).
    .game = La partita (fuori dal suo thread)
cmd-game-cancel = Annulla la partita (l'host, o chi può gestire il server).
    .game = La partita (fuori dal suo thread)
cmd-game-status = Il turno della partita: carte, scadenza, chi deve ancora giocare.
    .game = La partita (fuori dal suo thread)
cmd-game-scores = I punteggi finora.
    .game = La partita (fuori dal suo thread)
cmd-game-log = Il log di una partita: ogni mossa nella notazione del gioco e cosa ne è seguito.
    .game = La partita (fuori dal suo thread)
    .from = La riga da cui partire (predefinito: la prima)
cmd-game-games = Le tue partite in corso, con i link.
cmd-game-settings = Le tue impostazioni: promemoria, vacanza, un DM quando inizia il tuo turno.
    .reminders = Ricevi una menzione quando una scadenza si avvicina
    .vacation = Assente: i tuoi turni vengono giocati con la mossa predefinita del gioco
    .dm = Un messaggio diretto quando inizia un tuo turno (predefinito: no)
    .language = La lingua dei tuoi messaggi diretti (predefinita: la tua lingua di Discord)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = La tua pagina giocatore sul web: pubblica o no (predefinito: no)
    .profile-public = pubblico
    .profile-private = privato
cmd-game-replay = Una partita finita, passo per passo, come immagine animata (in privato).
    .game = La partita finita (fuori dal suo thread)
cmd-game-export = Lo script di replay di una partita finita, per rivederla o verificarla offline (in privato).
    .game = La partita finita (fuori dal suo thread)
cmd-game-help = Come si gioca, e le regole in breve.
    .game = Un gioco, per le sue regole in breve: sceglilo dall'elenco
cmd-trail = Traccia un sentiero (sceglilo dall'elenco).
    .trail = Il sentiero, per esempio C3-D4: sceglilo dall'elenco
    .game = La partita (fuori dal suo thread)
cmd-move = Fai la tua mossa (sceglila dall'elenco).
    .move = La tua mossa: sceglila dall'elenco
    .game = La partita (fuori dal suo thread)
cmd-undo = Annulla la tua ultima mossa di questo turno (se il gioco lo permette).
    .game = La partita (fuori dal suo thread)
cmd-pass = Chiudi il tuo turno senza muovere (se il gioco lo permette).
    .game = La partita (fuori dal suo thread)
cmd-map = Il tuo foglio, o quello di un altro giocatore, come immagine privata.
    .player = Il foglio di chi (predefinito: il tuo)
    .game = La partita (fuori dal suo thread)
cmd-hint = Le mosse migliori per questo turno, in privato (se il gioco permette i suggerimenti).
    .game = La partita (fuori dal suo thread)
cmd-league = Leghe della community: stagioni di partite, classifiche e rating.
cmd-league-create = Crea una lega su questo server (ne diventi l'organizzatore).
    .name = Il nome della lega (da 1 a 40 caratteri)
    .table_size = Giocatori per tavolo in un round, da 2 a 50 (predefinito 4)
    .season_days = Giorni per stagione, da 1 a 366 (predefinito: finché un organizzatore non la chiude)
    .turn_hours = Ore per turno nelle partite di lega, da 1 a 168 (predefinito 24)
    .flat_points = Stessi punti per posizione a ogni dimensione di tavolo (predefinito: in scala)
    .game = Il gioco della lega (predefinito: { $first_game })
    .options = Le opzioni del gioco come parole key=value: sceglile dall'elenco
cmd-league-join = Unisciti a una lega: verrai assegnato ai tavoli dei suoi round.
    .league = La lega (predefinito: l'unica lega del server)
cmd-league-leave = Lascia una lega (i tuoi risultati finora restano in classifica).
    .league = La lega (predefinito: l'unica lega del server)
cmd-league-info = Impostazioni, stagione, organizzatori e membri di una lega.
    .league = La lega (predefinito: l'unica lega del server)
cmd-league-organisers = Gestisci gli organizzatori di una lega.
cmd-league-organisers-add = Rendi qualcuno organizzatore di una lega (solo organizzatori e chi gestisce il server).
    .user = Chi organizzerà la lega
    .league = La lega (predefinito: l'unica lega del server)
cmd-league-organisers-remove = Rimuovi un organizzatore di una lega (solo organizzatori e chi gestisce il server).
    .user = L'organizzatore da rimuovere
    .league = La lega (predefinito: l'unica lega del server)
cmd-league-round = Avvia un round: i membri vengono divisi in tavoli, con un thread per tavolo.
    .league = La lega (predefinito: l'unica lega del server)
    .free_pace = Le partite di questo round al ritmo di ognuno (predefinito: come dice la lega)
cmd-league-standings = La classifica di una stagione: punti, vittorie, media, miglior punteggio, rating.
    .league = La lega (predefinito: l'unica lega del server)
    .season = La stagione (predefinito: quella in corso)
cmd-league-season = Le stagioni di una lega.
cmd-league-season-end = Chiudi ora la stagione in corso: esce la classifica finale e inizia una nuova stagione.
    .league = La lega (predefinito: l'unica lega del server)
cmd-daily = La sfida del giorno: la stessa isola e le stesse carte per tutti, ogni giorno.
cmd-daily-play = Gioca la sfida di oggi (un tentativo al giorno), in un thread privato o nei DM con il bot.
    .game = Il gioco (predefinito: { $first_daily })
cmd-daily-leaderboard = La classifica di un giorno: chi ha finito, i migliori prima.
    .scope = I giocatori di questo server (predefinito su un server con il bot) o tutti
    .scope-server = Questo server
    .scope-global = Tutti
    .date = Il giorno, come AAAA-MM-GG (predefinito: oggi)
    .game = Il gioco (predefinito: { $first_daily })
cmd-daily-stats = Il tuo storico delle sfide (o di un altro): serie, record, media e istogramma dei punti.
    .player = Lo storico di chi (predefinito: il tuo)
    .game = Il gioco (predefinito: { $first_daily })
cmd-daily-share = Mostra a tutti il tuo risultato del giorno, senza spoiler.
    .date = Il giorno, come AAAA-MM-GG (predefinito: oggi)
    .game = Il gioco (predefinito: { $first_daily })

## Errors and refusals shared by every command

error-discord-refused = Discord ha rifiutato: mi manca un permesso in questo canale (per una partita: Visualizzare il canale, Inviare messaggi, thread e Allegare file); chiedi a un admin del server
error-went-wrong = Qualcosa è andato storto; riprova.
error-not-here = Questo server è servito da un altro processo del bot; riprova più tardi.
error-no-such-game = nessuna partita con id { $id }
error-wrong-thread = questo thread è la partita { $here }; hai indicato { $named }
needs-server = serve il bot sul server: usalo in un server in cui c'è il bot (`/{ slash-daily }` e `/{ slash-game } { slash-game-solo }` funzionano ovunque)
threads-text-channel-only = le partite si giocano nei thread: usa questo comando in un canale testuale
permissions-missing = Mi { $count ->
        [one] serve il permesso
       *[other] servono i permessi
    } { $missing } in questo canale{ $purpose }; chiedi a un admin del server di { $count ->
        [one] concedermelo
       *[other] concedermeli
    }
permissions-for-a-game = {""}
permissions-for-private-thread = {" "}per aprire il thread privato della tua partita
permissions-for-tables = {" "}per aprire i thread dei tavoli
permission-view-channel = Visualizzare il canale
permission-send-messages = Inviare messaggi
permission-create-public-threads = Creare thread pubblici
permission-create-private-threads = Creare thread privati
permission-send-messages-in-threads = Inviare messaggi nei thread
permission-attach-files = Allegare file
permission-embed-links = Incorporare link

## Opening a game

opening-too-many-players = { $game } si gioca al massimo in { $most }, non in { $n }
opening-no-solo = { $game } non ha una modalità in solitario: si gioca da { $least } a { $most } giocatori
opening-in-a-game-thread = questo è già il thread di una partita; usa { $command } in un canale
opening-no-bots = { $game } non ha ancora giocatori computer
opening-no-bots-in-leagues = le partite di una lega sono per i suoi membri: niente giocatori computer
opening-bots-fill-the-table = { $bots } giocatori computer non lasciano posto per te: questa partita ha al massimo { $most } giocatori
opening-lobby-open = La partita `{ $game }` è aperta in <#{ $thread }>: i giocatori si uniscono lì.

## Choosing a game and its options

choosing-no-such-game = qui non c'è nessun gioco “{ $typed }”; scegline uno dall'elenco: { $known }
choosing-no-game-hosted = questo bot non ospita nessun gioco
choosing-options-written = le opzioni si scrivono key=value, separate da spazi (per esempio `{ $example }`), non “{ $typed }”

## The common parts of messages

summary-round-turn = round { $round }, turno { $turn }
names-and-more = e altri { $n }
hints-used = {" "}({ $n ->
        [one] 1 suggerimento
       *[other] { $n } suggerimenti
    })
mention-direct-messages = {"["}i tuoi messaggi diretti con me]({ $link })
options-turns = turni di { $duration }
options-players = fino a { $most } giocatori
lines-left-out = … e { $left ->
        [one] un'altra riga
       *[other] altre { $left } righe
    }

## The game threads' posts

outbox-free-pace = **Ritmo libero**: tutti giocano le stesse carte, ognuno al proprio ritmo. Le tue prossime carte arrivano appena finisci il turno; `/{ slash-map }` o il pulsante le mostrano solo a te.
outbox-everyone-played = Tutti hanno giocato.
outbox-still-to-play = Devono ancora giocare: { $who }
outbox-replay = Il replay della partita, passo per passo:
outbox-game-started = La partita è iniziata! Ordine dei posti: { $order }.
outbox-deadline = Scadenza: { $at }
outbox-no-deadline = Nessuna scadenza: le prossime carte arrivano appena hai giocato.
outbox-turn-title = **Round { $round }, turno { $turn }**
outbox-has-played = { $who } ha giocato. { $waiting }
outbox-turn-skipped = Round { $round }, turno { $turn }: { $what }; si passa al turno successivo.
outbox-player-left = { $who } ha lasciato la partita.
outbox-reminder = Promemoria: { $who } — il turno finisce il { $at }.
outbox-time-is-up = Tempo scaduto: { $who } { $words }.
outbox-round-over = **Il round { $round } è finito.**
outbox-game-over = **La partita è finita!** { $count ->
        [one] Vince
       *[other] Vincono
    }: { $winners }
outbox-cancelled = <@{ $by }> ha annullato la partita.
outbox-abandoned = { $who }, l'ultima persona rimasta, ha lasciato la partita: finisce qui, incompiuta (i giocatori computer non continuano da soli).
outbox-lobby-expired = Questa lobby è scaduta dopo { $days } giorni senza partire; aprine una nuova con `{ $new }`.
outbox-game-expired = Questa partita è stata chiusa dopo { $days } giorni senza mosse; resta incompiuta.
outbox-solo-over = **La partita è finita!** { $who }: **{ $total } punti**{ $hints } ({ $breakdown })
outbox-title = Titolo: **{ $title }**
outbox-par = Par { $par } (il punteggio del giocatore computer forte su questa sfida){ $against }
outbox-par-beaten = : l'hai battuto di { $by }!
outbox-par-matched = : l'hai pareggiato.
outbox-par-missed = .
outbox-daily-done = Era la sfida del giorno del { $date }: mostra il tuo risultato (senza spoiler) con `/{ slash-daily } { slash-daily-share }{ $day }` in qualsiasi canale, e confrontati con `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Buttons

button-my-map = La mia mappa
button-hint = Suggerimento
button-my-cards = Le mie carte e la mappa

## The commands' refusals

move-empty = indica la tua mossa: sceglila dall'elenco
trail-empty = indica un sentiero, per esempio C3-D4: sceglilo dall'elenco
map-not-a-player = quel giocatore non è in questa partita
league-none-here = questo server non ha ancora una lega; un organizzatore ne crea una con /{ slash-league } { slash-league-create }
league-several-here = questo server ha più leghe: scegline una con l'opzione `league`
daily-board-needs-server = la classifica di un server richiede il bot sul server: qui usa `scope:Everyone` (Tutti)
daily-no-such-game = non c'è una sfida del giorno di “{ $typed }”; i giochi che ce l'hanno: { $known }
daily-not-a-date = “{ $typed }” non è una data: scrivila come AAAA-MM-GG, per esempio { $today }
daily-not-yet = il { $date } non è ancora arrivato: la sfida di oggi è { $today }

## The /game commands' replies

cancel-done = La partita `{ $game }` è annullata.
export-done = Lo script di replay della partita `{ $game }`: `tucana replay { $file }` lo verifica, `tucana render { $file } --animate -o game.gif` lo disegna.
join-done = Sei entrato nella partita `{ $game }` ({ $players } giocatori finora).
start-done = La partita `{ $game }` è iniziata con { $players } giocatori.
leave-done = Hai lasciato la partita `{ $game }`.
leave-resigned = Hai abbandonato la partita `{ $game }`.
replay-done = Il replay della partita `{ $game }`, passo per passo:
scores-title = Punteggi della partita `{ $game }`:
settings-now = Promemoria: { $reminders } · Vacanza: { $vacation } · DM di turno: { $dms }
settings-on = sì
settings-off = no
solo-thread-title = Solo · { $who } · { $game }
solo-ready = La tua partita in solitario a { $game } (`{ $id }`, { $options }) è pronta in { $place }. { $how }
log-empty = Partita `{ $game }`: non è ancora successo niente che tutti possano leggere.
log-title = **Partita `{ $game }`: il log** (righe { $first }–{ $last } di { $total })
hint-title = **Suggerimento** — le mosse migliori del giocatore computer forte per questo turno (suggerimento { $used } in questa partita; i suggerimenti compaiono in classifica):
hint-line = { $n }. `{ $text }` — { $gains } · alla fine puoi aspettarti circa { $expected } punti
status-game = Partita `{ $game }`
status-free-pace = Ritmo libero: ognuno gioca al proprio ritmo.
status-your-deadline = Scadenza del tuo turno: { $at }

## The daily challenge's replies

weekday-monday = Lunedì
weekday-tuesday = Martedì
weekday-wednesday = Mercoledì
weekday-thursday = Giovedì
weekday-friday = Venerdì
weekday-saturday = Sabato
weekday-sunday = Domenica
daily-day = { $weekday } { $date } · { $options }
daily-cancelled = Il tuo tentativo alla sfida di oggi ({ $day }) è stato annullato; c'è un tentativo al giorno. La prossima sfida arriva alle { $next }.
daily-played = Hai giocato la sfida di oggi ({ $day }): **{ $total } punti**{ $title }.
    Mostralo con `/{ slash-daily } { slash-daily-share }`, confrontati con `/{ slash-daily } { slash-daily-leaderboard }`. La prossima sfida arriva alle { $next }.
daily-waiting = La tua partita di oggi ({ $day }) ti aspetta in { $place }: { $summary }.
daily-thread-title = Sfida { $which }{ $today } · { $name }
daily-ready = La sfida di oggi ({ $day }) è pronta in { $place }. { $how } Oggi tutti giocano la stessa sfida; un tentativo a testa. La prossima sfida arriva alle { $next }.
daily-shared = Il tuo risultato è condiviso qui sotto.
daily-share-title = Sfida { $game } · { $date }
daily-share-card = **{ $name }** — Sfida { $game } { $date } ({ $options }): **{ $total } punti**
daily-share-invite = Gioca la stessa sfida con `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Gioca la stessa sfida con `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· par battuto di { $by }
daily-par-on = {" "}· in par
daily-par-below = {" "}· par { $par }
daily-stats-title = **Lo storico delle sfide di { $name }**
daily-stats-picture-title = Lo storico delle sfide di { $name }
daily-stats-done-today = La sfida di oggi è fatta; la prossima arriva alle { $next }.
daily-stats-keep-streak = Gioca la sfida di oggi con `/{ slash-daily } { slash-daily-play }` per mantenere la tua serie (fino alle { $next }).
daily-stats-start-streak = Inizia una serie con `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } giocate
daily-stats-streak = serie { $now } (record { $best })
daily-stats-best = record { $best }
daily-stats-average = media { $average }
daily-board-this-server = questo server
daily-board-everyone = tutti
daily-board-par = {" "}· par { $par }
daily-board-title = **Classifica della sfida { $which }— { $date }** ({ $whose }, { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }){ $par }
daily-board-par-line = ┄ par { $par }: il giocatore computer forte ┄
daily-board-empty = Nessuno ha ancora finito la sfida di questo giorno: sii il primo con `{ $play }`.
daily-board-line = { $rank }. { $name } — { $total } punti{ $bonus }{ $title }
daily-board-you = **{ $line }** ← tu
page-of = Pagina { $page } di { $pages }

## A game's lobby message

lobby-waiting = In attesa di giocatori: unisciti, poi l'host avvia la partita.
lobby-started = La partita è iniziata.
lobby-over = La partita è finita.
lobby-cancelled = La partita è stata annullata.
lobby-message = **{ $name }** — partita `{ $game }`, ospitata da <@{ $host }>
    { $options }
    Giocatori ({ $count }/{ $most }): { $players }
    { $state }
lobby-join = Entra
lobby-leave = Esci
lobby-start = Avvia
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## The leagues' posts

league-counted-left = {" "}· ha lasciato la partita
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } { $points ->
        [one] punto
       *[other] punti
    } lega** · rating { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — la partita `{ $game }` conta per la stagione { $season }:
    { $lines }
    Guarda la classifica con `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league } — la stagione { $season } è finita.** Nessuna partita di lega è stata completata.
league-season-over = **{ $league } — la stagione { $season } è finita!** { $count ->
        [one] Campione
       *[other] Campioni
    }: { $winners }
league-season-next-ends = È iniziata la stagione { $next }; finisce il { $ends }.
league-season-next = È iniziata la stagione { $next }.
league-season-more = … e altri { $n }: `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league } — stagione { $season }
league-final-table = classifica finale · { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }
league-season-afresh = { $next } La classifica riparte da zero; i rating restano.

## The /league commands' replies

league-created = La lega **{ $league }** è aperta. I membri (anche tu, per giocare) si uniscono con `/{ slash-league } { slash-league-join }`; avvia un round con `/{ slash-league } { slash-league-round }`.
league-joined = Sei entrato in **{ $league }** ({ $members } { $members ->
        [one] membro
       *[other] membri
    }). Verrai assegnato ai tavoli del prossimo round.
league-left = Hai lasciato **{ $league }**. Le partite che stai giocando continuano.
league-organiser-added = <@{ $user }> ora organizza **{ $league }**.
league-organiser-removed = <@{ $user }> non organizza più **{ $league }**.
league-season-ended = La stagione { $ended } di **{ $league }** è finita; la sua classifica finale sta per essere pubblicata. È iniziata la stagione { $next }.
round-table-title = { $league } – round { $round }, tavolo { $table }
round-table-post = **{ $title }** — partita di lega `{ $game }`
    Giocatori: { $players }
    La partita è iniziata. { $how }
round-table-line = Tavolo { $table }: <#{ $thread }> — { $seated }
round-table-failed = Non è stato possibile aprire il tavolo { $table } ({ $players }): { $why }
round-announcement = **{ $league } — round { $round }** (stagione { $season }, seed del sorteggio { $seed })
round-opened = Round { $round } di **{ $league }**: { $tables ->
        [one] { $tables } tavolo aperto
       *[other] { $tables } tavoli aperti
    }.
league-info-ends = finisce il { $at }
league-info-ends-never = finisce quando la chiude un organizzatore
league-info-nobody = ancora nessuno
league-info-points-scaled = { $points } per 1º, 2º, ... a un tavolo da { $size }, in scala per altre dimensioni
league-info-points-flat = { $points } per 1º, 2º, ... a qualsiasi tavolo
league-info = **{ $name }**
    Giochi: { $game }, turni di { $turns }, tavoli da { $size }
    Punti lega: { $scheme }
    Stagione { $season } iniziata { $started }, { $season_end }; { $counted } { $counted ->
        [one] partita contata
       *[other] partite contate
    } finora, { $live } in corso
    Round sorteggiati: { $rounds }
    Organizzatori: { $organisers }
    Membri ({ $members }): { $member_names }

## A league's standings

standings-title = { $league } — stagione { $season }
standings-current = stagione in corso
standings-final = classifica finale
standings-subtitle = { $state } · { $games } { $games ->
        [one] partita contata
       *[other] partite contate
    } · pagina { $page } di { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = Quella lega non è su questo server.
standings-ratings = Rating (abilità − 3 × incertezza): { $ratings }

## Turn notices by direct message, and what no command shows

notice-your-turn = Tocca a te: { $line }
notice-your-turns = Tocca a te in { $games } partite:
component-unknown = non è un pulsante di questo bot
drawing-failed = disegno dell'immagine non riuscito: { $why }

## Lists and headings of the replies

games-yours = Le tue partite ({ $waiting } aspettano te):
away-title = **Dalla tua ultima mossa:**
away-more = …e altre { $more }: `/{ slash-game } { slash-game-log }`
away-standings = Classifica: { $totals }
opening-thread-title = { $game } – partita di { $host }
button-prev = Indietro
button-next = Avanti

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Lingua dei tuoi messaggi diretti: { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
language-qps-ploc = Pseudolingua (test)

# The web pages (issue 45).
cmd-settings = Le impostazioni di questo server (Gestisci server): le sue pagine web e le ore di quiete.
    .web = Le pagine web delle sue leghe, partite e sfide del giorno
    .web-on = sì
    .web-off = no
    .quiet = Ore di quiete, ogni giorno, es. 23:00-07:00: né scadenze né promemoria; off per toglierle
    .time_zone = Il fuso orario delle ore di quiete, es. Europe/Rome (predefinito UTC)
settings-web-now = Pagine web di questo server: { $state }
settings-web-link = La sua pagina: { $url }
settings-web-no-url = Chi gestisce il bot non ha indicato l'indirizzo delle pagine (WEB_URL), quindi non c'è un link.
settings-profile-public-at = La tua pagina giocatore è pubblica: { $url }
settings-profile-public = La tua pagina giocatore è pubblica.
settings-profile-private = La tua pagina giocatore non è pubblica (il tuo nome compare nelle pagine, senza link).
web-link-button = Vedi sul web

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **tocca a te**
games-waiting-for = in attesa di { $names }
games-due = scade { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = Tocca a te
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] nella sala d’attesa
    [finished] finita
    [cancelled] annullata
   *[active] in corso
}

## /league substitute
cmd-league-substitute = Mettere un sostituto per chi ha lasciato o mancato due scadenze (solo organizzatori).
    .player = Il giocatore da sostituire
    .substitute = Chi prende il posto (un membro della lega)
    .game = La partita (predefinita: quella di questo thread)
league-substituted = <@{ $sub }> ora gioca il posto di <@{ $out }> in `{ $game }`: il posto tiene le sue mosse.
outbox-substituted = { $sub } prende il posto di { $out }: mosse e punteggio restano, e il risultato sarà del sostituto.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = La classifica di questo server in un gioco, i migliori per primi.
    .game = Il gioco: scegline uno dalla lista
    .page = La pagina della tabella, 20 giocatori per pagina (predefinita la prima)
cmd-game-profile = Il bilancio di un giocatore in ogni gioco di questo server, con l'andamento del suo punteggio.
    .player = Un altro giocatore (predefinito: tu)
ratings-none = Nessuno su questo server ha ancora un punteggio in { $game }: ogni partita finita tra persone dà un punteggio ai suoi giocatori.
ratings-head = **Classifica di { $game }** ({ $players } { $players ->
        [one] giocatore classificato
       *[other] giocatori classificati
    } · pagina { $page } di { $pages }); punteggio = abilità − 3 × incertezza
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] partita
       *[other] partite
    }, { $wins } { $wins ->
        [one] vittoria
       *[other] vittorie
    })
profile-none = { $name } non ha ancora nessuna partita classificata su questo server: ogni partita finita tra persone dà un punteggio ai suoi giocatori.
profile-head = **Bilancio di { $name } su questo server** (punteggio = abilità − 3 × incertezza)
profile-line = **{ $game }**: { $games } { $games ->
        [one] partita
       *[other] partite
    }, { $wins } { $wins ->
        [one] vittoria
       *[other] vittorie
    }, media { $mean }, migliore { $best }, punteggio { $rating }
profile-picture-title = Punteggi di { $name }
profile-picture-subtitle = { $rated } { $rated ->
        [one] partita classificata
       *[other] partite classificate
    } su questo server
profile-picture-series = { $game }: { $rating }
profile-picture-empty = Ancora nessuna partita classificata
profile-picture-axis = partite classificate, la più vecchia per prima
# Il testo senza spoiler di /daily share (issue 46, punto 9).
daily-share-paste = Sfida { $game } { $date }: { $total } punti{ $par } · serie { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Togli un giocatore dalla lobby (solo l'host).
    .player = Il giocatore da togliere
    .game = La partita (fuori dal suo thread)
lobby-invited = Aperta solo a { $who }.
lobby-invite-help = **Lobby e rivincite:** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` apre una lobby solo ai menzionati; l'host toglie un giocatore con `/{ slash-game } { slash-game-kick }` (se invitato, può tornare). Rivincita, sotto il messaggio finale, rigioca con gli stessi giocatori: parte quando tutti l'hanno premuto.
invite-not-mentions = L'opzione degli inviti accetta solo menzioni: scrivi @ e scegli utenti o ruoli dall'elenco.
invite-not-in-leagues = Una partita di lega è aperta ai membri della lega: non accetta inviti.
kick-done = <@{ $player }> non è più nella lobby della partita `{ $game }`.
kick-notice = <@{ $player }>, l'host ti ha tolto dalla lobby della partita `{ $game }`.
rematch-button = Rivincita
rematch-opened = Hai aperto la rivincita `{ $game }` in <#{ $thread }>: parte quando ogni giocatore di questa partita ha premuto Rivincita.
rematch-joined = Sei entrato nella rivincita `{ $game }` in <#{ $thread }>: parte quando ci sono tutti.
rematch-started = La rivincita `{ $game }` è cominciata in <#{ $thread }>.
# Riserve di tempo e ore di quiete (issue 46).
bank-options = riserva di tempo { $duration }
bank-left = { $hours } h { $minutes } min
bank-seat = { $name }: { $left }
bank-seat-running = { $name }: { $left }, in uso, si esaurisce { $at }
bank-status = Riserve di tempo rimaste: { $banks }
settings-quiet-now = Ore di quiete: { $window } ({ $zone }): in queste ore non scade nessun termine e non parte nessun promemoria.
settings-quiet-off = Ore di quiete: disattivate
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = Non ci sono ancora ore di quiete da spostare: indica anche la fascia, ad es. `{ slash-settings.quiet }:23:00-07:00`.
