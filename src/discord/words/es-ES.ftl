# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of the Discord bot; translated from en.ftl.
# Terms of our own: sendero (trail), ritmo libre (free pace), reto diario (daily challenge), par (par), liga/temporada/ronda/mesa (league/season/round/table), organizador (organiser), jugadores de la máquina / bot (computer players), pista (hint), nivel (rating).

## /game help

help-how-play = **Cómo jugar:** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` abre un hilo de partida (opciones: palabras `key=value` de la lista); los jugadores pulsan Unirse y el anfitrión, Empezar. `/{ slash-move }` hace tu jugada (el autocompletado las muestra, las mejores primero), `/{ slash-map }` muestra tu propia vista; en los juegos que lo permiten, `/{ slash-undo }` deshace una jugada y `/{ slash-pass }` termina tu turno.
help-how-bots = **Jugadores de la máquina:** los botones de la sala o `bots:2 bot_level:strong` sientan bots; nunca cuentan en las ligas. `/{ slash-hint }` muestra las mejores jugadas, en privado, en partidas en solitario y donde el anfitrión permitió `hints`. Cada reto diario tiene un par: la puntuación del bot fuerte.
help-how-alone = **En solitario:** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…`; `/{ slash-daily } { slash-daily-play }` es el reto de hoy, el mismo para todos; luego `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Ligas:** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Todos los juegos:** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. Tu siguiente jugada, mapa o estado empieza con lo que ha pasado desde tu última jugada; `/{ slash-game } { slash-game-log }` muestra la partida entera.
help-how-rules = **Las reglas de un juego, en resumen:** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Partidas terminadas:** `/{ slash-game } { slash-game-replay }` muestra una paso a paso (una imagen animada), `/{ slash-game } { slash-game-export }` da su guion de repetición para `tucana replay` y `tucana render`.
help-own-trail = **Su propio comando:** `/{ slash-trail }`, su nombre para `/{ slash-move }`: traza un sendero, p. ej. `/{ slash-trail } C3-D4`.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = No estás en ninguna partida de este servidor. Empieza una con /{ slash-game } { slash-game-new }.

## A move's reply

move-done = Hecho.
move-last-of-game = ¡Esa fue la última jugada de la partida!

## A free-paced game's own turn, for its player alone

own-turn = Tu { $progress }: { $headline }
## The slash commands' descriptions, applied when the commands are registered

cmd-game = Todos los juegos: crea partidas, únete a ellas y síguelas.
cmd-game-new = Abre una partida nueva de cualquier juego en un hilo de este canal.
    .game = El juego: elige uno de la lista
    .options = Las opciones del juego como palabras key=value: elígelas de la lista
    .turn_hours = Horas por turno, de 1 a 168 (por defecto 24)
    .bank_hours = Reserva de tiempo por jugador en horas, de 0 a 168: cubre las jugadas tardías (por defecto 0)
    .max_players = Máximo de jugadores, de 1 a 50 (por defecto 8, o menos si el juego admite menos)
    .league = Una partida de esta liga (se aplican las opciones de la liga; solo miembros)
    .bots = Jugadores de la máquina que sentar ya, de 0 a 7 (la sala tiene botones para más)
    .bot_level = Qué tan bien juegan los jugadores de la máquina (por defecto normal)
    .bot_level-easy = fácil (principiante)
    .bot_level-normal = normal
    .bot_level-strong = fuerte (piensa por adelantado)
    .hints = Permite pedir pistas con /{ slash-hint } (se indican en la clasificación)
    .invite = Menciona a los usuarios o roles para los que está abierta la sala (por defecto: todos)
    .language = El idioma de los mensajes de la partida (por defecto: el de este servidor)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Juega una partida en solitario, a tu ritmo, en un hilo privado.
    .game = El juego: elige uno de la lista
    .options = Las opciones del juego como palabras key=value: elígelas de la lista
    .language = El idioma de los mensajes de la partida (por defecto: el de este servidor, o el tuyo)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Únete a la partida de este hilo.
    .game = El id de la partida (fuera de su hilo)
cmd-game-leave = Deja la partida (abandonas si ya ha empezado).
    .game = La partida (fuera de su hilo)
cmd-game-start = Empieza la partida (solo el anfitrión).
    .game = La partida (fuera de su hilo)
cmd-game-cancel = Cancela la partida (el anfitrión, o Gestionar servidor).
    .game = La partida (fuera de su hilo)
cmd-game-status = El turno de la partida: cartas, plazo y quién falta por jugar.
    .game = La partida (fuera de su hilo)
cmd-game-scores = La puntuación hasta ahora.
    .game = La partida (fuera de su hilo)
cmd-game-log = El registro de una partida: cada jugada en la notación del juego y lo que provocó.
    .game = La partida (fuera de su hilo)
    .from = La línea desde la que empezar (por defecto: la primera)
cmd-game-games = Tus partidas en curso, con enlaces.
cmd-game-settings = Tus ajustes: recordatorios, vacaciones, un MD cuando empieza tu turno.
    .reminders = Recibir una mención cuando se acerca un plazo
    .vacation = Ausente: tus turnos se juegan por ti, con la jugada por defecto del juego
    .dm = Un mensaje directo cuando empieza un turno tuyo (por defecto no)
    .language = El idioma de tus mensajes directos (por defecto: tu idioma de Discord)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = Tu página de jugador en la web: pública o no (por defecto no)
    .profile-public = público
    .profile-private = privado
cmd-game-replay = Una partida terminada, paso a paso, como imagen animada (en privado).
    .game = La partida terminada (fuera de su hilo)
cmd-game-export = El guion de repetición de una partida terminada, para verla o revisarla sin conexión (en privado).
    .game = La partida terminada (fuera de su hilo)
cmd-game-help = Cómo jugar, y las reglas en resumen.
    .game = Un juego, para ver sus reglas en resumen: elige uno de la lista
cmd-trail = Traza un sendero (elige uno de la lista).
    .trail = El sendero, p. ej. C3-D4: elige uno de la lista
    .game = La partida (fuera de su hilo)
cmd-move = Haz tu jugada (elige una de la lista).
    .move = Tu jugada: elige una de la lista
    .game = La partida (fuera de su hilo)
cmd-undo = Deshaz tu última jugada de este turno (si el juego lo permite).
    .game = La partida (fuera de su hilo)
cmd-pass = Termina tu turno sin jugar (si el juego lo permite).
    .game = La partida (fuera de su hilo)
cmd-map = Tu hoja, o la de otro jugador, como imagen privada.
    .player = De quién es la hoja (por defecto: la tuya)
    .game = La partida (fuera de su hilo)
cmd-hint = Las mejores jugadas de este turno, en privado (si el juego permite pistas).
    .game = La partida (fuera de su hilo)
cmd-league = Ligas de la comunidad: temporadas de partidas, clasificaciones y niveles.
cmd-league-create = Crea una liga en este servidor (pasas a ser su organizador).
    .name = El nombre de la liga (de 1 a 40 caracteres)
    .table_size = Jugadores por mesa en cada ronda, de 2 a 50 (por defecto 4)
    .season_days = Días por temporada, de 1 a 366 (por defecto: hasta que la termine un organizador)
    .turn_hours = Horas por turno en las partidas de liga, de 1 a 168 (por defecto 24)
    .flat_points = Dar los mismos puntos por puesto a cualquier tamaño de mesa (por defecto: escalados)
    .game = El juego de la liga (por defecto: { $first_game })
    .options = Las opciones del juego como palabras key=value: elígelas de la lista
cmd-league-join = Únete a una liga: te sentarán en las mesas de sus rondas.
    .league = La liga (por defecto: la única liga del servidor)
cmd-league-leave = Deja una liga (tus resultados hasta ahora siguen en su clasificación).
    .league = La liga (por defecto: la única liga del servidor)
cmd-league-info = Los ajustes, la temporada, los organizadores y los miembros de una liga.
    .league = La liga (por defecto: la única liga del servidor)
cmd-league-organisers = Gestiona los organizadores de una liga.
cmd-league-organisers-add = Nombra a alguien organizador de una liga (solo organizadores y Gestionar servidor).
    .user = Quién va a organizar la liga
    .league = La liga (por defecto: la única liga del servidor)
cmd-league-organisers-remove = Quita a un organizador de una liga (solo organizadores y Gestionar servidor).
    .user = El organizador que quitar
    .league = La liga (por defecto: la única liga del servidor)
cmd-league-round = Empieza una ronda: los miembros se reparten en mesas y se abre un hilo por mesa.
    .league = La liga (por defecto: la única liga del servidor)
    .free_pace = Las partidas de esta ronda, cada cual a su ritmo (por defecto: lo que diga la liga)
cmd-league-standings = La clasificación de una temporada: puntos, victorias, media, mejor resultado y nivel.
    .league = La liga (por defecto: la única liga del servidor)
    .season = La temporada (por defecto: la actual)
cmd-league-season = Las temporadas de una liga.
cmd-league-season-end = Termina ya la temporada actual: se publica la tabla final y empieza otra.
    .league = La liga (por defecto: la única liga del servidor)
cmd-daily = El reto diario: la misma isla y las mismas cartas para todos, cada día.
cmd-daily-play = Juega el reto de hoy (un intento al día), en un hilo privado o en tus MD con el bot.
    .game = El juego (por defecto: { $first_daily })
cmd-daily-leaderboard = La clasificación de un día: quienes terminaron, los mejores primero.
    .scope = Los jugadores de este servidor (por defecto en un servidor con el bot) o todos
    .scope-server = Este servidor
    .scope-global = Todos
    .date = El día, como AAAA-MM-DD (por defecto: hoy)
    .game = El juego (por defecto: { $first_daily })
cmd-daily-stats = Tu historial diario (o el de otro): rachas, mejor, media e histograma de puntos.
    .player = De quién es el historial (por defecto: el tuyo)
    .game = El juego (por defecto: { $first_daily })
cmd-daily-share = Muestra a todos tu resultado del día, sin spoilers.
    .date = El día, como AAAA-MM-DD (por defecto: hoy)
    .game = El juego (por defecto: { $first_daily })

## Errors and refusals shared by every command (errors.rs, events.rs, threads.rs, finding.rs)

error-discord-refused = Discord lo rechazó: me falta un permiso en este canal (para una partida: Ver canal, Enviar mensajes, hilos y Adjuntar archivos); pídeselo a un administrador del servidor
error-went-wrong = Algo ha fallado; inténtalo de nuevo.
error-not-here = Este servidor lo atiende otro proceso del bot; inténtalo de nuevo más tarde.
error-no-such-game = no hay ninguna partida con id { $id }
error-wrong-thread = este hilo es la partida { $here }; has indicado { $named }
needs-server = esto requiere el bot en el servidor: úsalo en un servidor donde esté el bot (`/{ slash-daily }` y `/{ slash-game } { slash-game-solo }` funcionan en cualquier sitio)
threads-text-channel-only = las partidas se juegan en hilos: usa esto en un canal de texto
permissions-missing = Necesito { $count ->
        [one] el permiso
       *[other] los permisos
    } { $missing } en este canal{ $purpose }; pide a un administrador del servidor que { $count ->
        [one] me lo conceda
       *[other] me los conceda
    }
permissions-for-a-game = {""}
permissions-for-private-thread = {" "}para abrir el hilo privado de tu partida
permissions-for-tables = {" "}para abrir los hilos de las mesas
permission-view-channel = Ver canal
permission-send-messages = Enviar mensajes
permission-create-public-threads = Crear hilos públicos
permission-create-private-threads = Crear hilos privados
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-attach-files = Adjuntar archivos
permission-embed-links = Insertar enlaces

## Opening a game (commands/shared/opening.rs)

opening-too-many-players = { $game } admite como máximo { $most } jugadores, no { $n }
opening-no-solo = { $game } no tiene modo en solitario: es de { $least } a { $most } jugadores
opening-in-a-game-thread = esto ya es el hilo de una partida; usa { $command } en un canal
opening-no-bots = { $game } aún no tiene jugadores de la máquina
opening-no-bots-in-leagues = las partidas de una liga son para sus miembros: sin jugadores de la máquina
opening-bots-fill-the-table = { $bots } jugadores de la máquina no te dejan sitio: esta partida admite como máximo { $most } jugadores
opening-lobby-open = La partida `{ $game }` está abierta en <#{ $thread }>: los jugadores se unen allí.

## Choosing a game and its options (commands/shared/choosing.rs)

choosing-no-such-game = aquí no hay ningún juego «{ $typed }»; elige uno de la lista: { $known }
choosing-no-game-hosted = este bot no ofrece ningún juego
choosing-options-written = las opciones se escriben key=value, separadas por espacios (p. ej. `{ $example }`), no «{ $typed }»

## The common parts of messages (wording.rs, limits.rs)

summary-round-turn = ronda { $round }, turno { $turn }
names-and-more = y { $n } más
hints-used = {" "}({ $n ->
        [one] 1 pista
       *[other] { $n } pistas
    })
mention-direct-messages = {"["}tus mensajes directos conmigo]({ $link })
options-turns = turnos de { $duration }
options-players = hasta { $most } jugadores
lines-left-out = … y { $left } { $left ->
        [one] línea más
       *[other] líneas más
    }

## The game threads' posts (outbox.rs)

outbox-free-pace = **Ritmo libre**: todos juegan las mismas cartas, cada cual a su ritmo. Tus siguientes cartas llegan en cuanto terminas tu turno; `/{ slash-map }` o el botón te las muestran solo a ti.
outbox-everyone-played = Todos han jugado.
outbox-still-to-play = Falta por jugar: { $who }
outbox-replay = La repetición de la partida, paso a paso:
outbox-game-started = ¡La partida ha empezado! Orden de juego: { $order }.
outbox-deadline = Plazo: { $at }
outbox-no-deadline = Sin plazo: las siguientes cartas llegan en cuanto hayas jugado.
outbox-turn-title = **Ronda { $round }, turno { $turn }**
outbox-has-played = { $who } ha jugado. { $waiting }
outbox-turn-skipped = Ronda { $round }, turno { $turn }: { $what }; pasamos al siguiente turno.
outbox-player-left = { $who } ha abandonado la partida.
outbox-reminder = Recordatorio: { $who }, el turno termina el { $at }.
outbox-time-is-up = Se acabó el tiempo: { $who } { $words }.
outbox-round-over = **Ha terminado la ronda { $round }.**
outbox-game-over = **¡La partida ha terminado!** { $count ->
        [one] Ganador
       *[other] Ganadores
    }: { $winners }
outbox-cancelled = <@{ $by }> ha cancelado la partida.
outbox-abandoned = { $who } se ha ido y era la última persona en la partida: termina aquí, sin acabar (los jugadores de la máquina no siguen solos).
outbox-lobby-expired = Esta sala caducó tras { $days } días sin empezar; abre otra con `{ $new }`.
outbox-game-expired = Esta partida se cerró tras { $days } días sin jugadas; queda sin terminar.
outbox-solo-over = **¡La partida ha terminado!** { $who }: **{ $total } puntos**{ $hints } ({ $breakdown })
outbox-title = Título: **{ $title }**
outbox-par = Par { $par } (la puntuación del jugador fuerte de la máquina en este reto){ $against }
outbox-par-beaten = : ¡lo has superado por { $by }!
outbox-par-matched = : lo has igualado.
outbox-par-missed = .
outbox-daily-done = Ese era el reto diario del { $date }: muestra tu resultado (sin spoilers) con `/{ slash-daily } { slash-daily-share }{ $day }` en cualquier canal y compárate con `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Buttons

button-my-map = Mi mapa
button-hint = Pista
button-my-cards = Mis cartas y mapa

## The commands' refusals

move-empty = indica tu jugada: elige una de la lista
trail-empty = indica un sendero, p. ej. C3-D4: elige uno de la lista
map-not-a-player = ese jugador no está en esta partida
league-none-here = este servidor aún no tiene liga; un organizador la crea con /{ slash-league } { slash-league-create }
league-several-here = este servidor tiene varias ligas: elige una con la opción `league`
daily-board-needs-server = la clasificación de un servidor requiere el bot en el servidor: usa `scope:Everyone` aquí
daily-no-such-game = no hay reto diario de «{ $typed }»; los juegos que lo tienen: { $known }
daily-not-a-date = «{ $typed }» no es una fecha: escríbela como AAAA-MM-DD, p. ej. { $today }
daily-not-yet = aún no ha llegado el { $date }: el reto de hoy es el { $today }

## The /game commands' replies

cancel-done = La partida `{ $game }` está cancelada.
export-done = El guion de repetición de la partida `{ $game }`: `tucana replay { $file }` lo comprueba, `tucana render { $file } --animate -o game.gif` lo dibuja.
join-done = Te has unido a la partida `{ $game }` ({ $players } jugadores hasta ahora).
start-done = La partida `{ $game }` ha empezado con { $players } jugadores.
leave-done = Has dejado la partida `{ $game }`.
leave-resigned = Has abandonado la partida `{ $game }`.
replay-done = La repetición de la partida `{ $game }`, paso a paso:
scores-title = Puntuación de la partida `{ $game }`:
settings-now = Recordatorios: { $reminders } · Vacaciones: { $vacation } · MD de turno: { $dms }
settings-on = sí
settings-off = no
solo-thread-title = Solitario · { $who } · { $game }
solo-ready = Tu partida en solitario de { $game } (`{ $id }`, { $options }) está lista en { $place }. { $how }
log-empty = Partida `{ $game }`: aún no ha pasado nada que todos puedan leer.
log-title = **Partida `{ $game }`: su registro** (líneas { $first }–{ $last } de { $total })
hint-title = **Pista**: las mejores jugadas de este turno según el jugador fuerte de la máquina (pista { $used } en esta partida; las pistas se ven en la clasificación):
hint-line = { $n }. `{ $text }` — { $gains } · puedes esperar unos { $expected } puntos al final
status-game = Partida `{ $game }`
status-free-pace = Ritmo libre: cada cual juega a su ritmo.
status-your-deadline = Plazo de tu turno: { $at }

## The daily challenge's replies (commands/daily/**, commands/shared/daily.rs)

weekday-monday = Lunes
weekday-tuesday = Martes
weekday-wednesday = Miércoles
weekday-thursday = Jueves
weekday-friday = Viernes
weekday-saturday = Sábado
weekday-sunday = Domingo
daily-day = { $weekday } { $date } · { $options }
daily-cancelled = Tu intento del reto de hoy ({ $day }) se ha cancelado; hay un intento al día. El próximo reto llega a las { $next }.
daily-played = Ya has jugado el reto de hoy ({ $day }): **{ $total } puntos**{ $title }.
    Muéstralo con `/{ slash-daily } { slash-daily-share }` y compárate con `/{ slash-daily } { slash-daily-leaderboard }`. El próximo reto llega a las { $next }.
daily-waiting = Tu partida de hoy ({ $day }) te espera en { $place }: { $summary }.
daily-thread-title = Diario { $which }{ $today } · { $name }
daily-ready = El reto de hoy ({ $day }) está listo en { $place }. { $how } Hoy todos juegan el mismo reto; un intento por persona. El próximo reto llega a las { $next }.
daily-shared = Tu resultado se comparte abajo.
daily-share-title = Diario { $game } · { $date }
daily-share-card = **{ $name }** — Diario { $game } { $date } ({ $options }): **{ $total } puntos**
daily-share-invite = Juega el mismo reto con `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Juega el mismo reto con `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· par superado por { $by }
daily-par-on = {" "}· igual al par
daily-par-below = {" "}· par { $par }
daily-stats-title = **Historial diario de { $name }**
daily-stats-picture-title = Historial diario de { $name }
daily-stats-done-today = El reto de hoy está hecho; el próximo llega a las { $next }.
daily-stats-keep-streak = Juega el reto de hoy con `/{ slash-daily } { slash-daily-play }` para mantener tu racha (hasta las { $next }).
daily-stats-start-streak = Empieza una racha con `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } jugados
daily-stats-streak = racha { $now } (mejor { $best })
daily-stats-best = mejor { $best }
daily-stats-average = media { $average }
daily-board-this-server = este servidor
daily-board-everyone = todos
daily-board-par = {" "}· par { $par }
daily-board-title = **Clasificación diaria { $which }— { $date }** ({ $whose }, { $players } { $players ->
        [one] jugador
       *[other] jugadores
    }){ $par }
daily-board-par-line = ┄ par { $par }: el jugador fuerte de la máquina ┄
daily-board-empty = Nadie ha terminado aún el reto de este día: sé el primero con `{ $play }`.
daily-board-line = { $rank }. { $name } — { $total } puntos{ $bonus }{ $title }
daily-board-you = **{ $line }** ← tú
page-of = Página { $page } de { $pages }

## A game's lobby message (lobby.rs)

lobby-waiting = Esperando jugadores: únete y luego el anfitrión empezará la partida.
lobby-started = La partida ha empezado.
lobby-over = La partida ha terminado.
lobby-cancelled = La partida se ha cancelado.
lobby-message = **{ $name }** — partida `{ $game }`, anfitrión: <@{ $host }>
    { $options }
    Jugadores ({ $count }/{ $most }): { $players }
    { $state }
lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## The leagues' posts (outbox/leagues.rs)

league-counted-left = {" "}· abandonó la partida
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } { $points ->
        [one] punto
       *[other] puntos
    } de liga** · nivel { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — la partida `{ $game }` cuenta para la temporada { $season }:
    { $lines }
    Mira la tabla con `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league }: la temporada { $season } ha terminado.** No se terminó ninguna partida de liga.
league-season-over = **{ $league }: ¡la temporada { $season } ha terminado!** { $count ->
        [one] Campeón
       *[other] Campeones
    }: { $winners }
league-season-next-ends = Ha empezado la temporada { $next }; termina el { $ends }.
league-season-next = Ha empezado la temporada { $next }.
league-season-more = … y { $n } más: `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league }: temporada { $season }
league-final-table = tabla final · { $players } { $players ->
        [one] jugador
       *[other] jugadores
    }
league-season-afresh = { $next } La clasificación empieza de cero; los niveles se mantienen.

## The /league commands' replies

league-created = La liga **{ $league }** está abierta. Los miembros (tú también, para jugar) se unen con `/{ slash-league } { slash-league-join }`; empieza una ronda con `/{ slash-league } { slash-league-round }`.
league-joined = Te has unido a **{ $league }** ({ $members } { $members ->
        [one] miembro
       *[other] miembros
    }). Te sentarán en las mesas de la próxima ronda.
league-left = Has dejado **{ $league }**. Las partidas que estás jugando continúan.
league-organiser-added = <@{ $user }> ahora organiza **{ $league }**.
league-organiser-removed = <@{ $user }> ya no organiza **{ $league }**.
league-season-ended = La temporada { $ended } de **{ $league }** ha terminado; se está publicando su tabla final. Ha empezado la temporada { $next }.
round-table-title = { $league } – ronda { $round }, mesa { $table }
round-table-post = **{ $title }** — partida de liga `{ $game }`
    Jugadores: { $players }
    La partida ha empezado. { $how }
round-table-line = Mesa { $table }: <#{ $thread }> — { $seated }
round-table-failed = No se pudo abrir la mesa { $table } ({ $players }): { $why }
round-announcement = **{ $league }: ronda { $round }** (temporada { $season }, semilla del sorteo { $seed })
round-opened = Ronda { $round } de **{ $league }**: { $tables } { $tables ->
        [one] mesa abierta
       *[other] mesas abiertas
    }.
league-info-ends = termina el { $at }
league-info-ends-never = termina cuando la cierre un organizador
league-info-nobody = nadie aún
league-info-points-scaled = { $points } para el 1.º, 2.º, ... en una mesa de { $size }, escalados para otros tamaños
league-info-points-flat = { $points } para el 1.º, 2.º, ... en cualquier mesa
league-info = **{ $name }**
    Juegos: { $game }, turnos de { $turns }, mesas de { $size }
    Puntos de liga: { $scheme }
    La temporada { $season } empezó el { $started }, { $season_end }; { $counted } { $counted ->
        [one] partida contada
       *[other] partidas contadas
    } hasta ahora, { $live } en juego
    Rondas sorteadas: { $rounds }
    Organizadores: { $organisers }
    Miembros ({ $members }): { $member_names }

## A league's standings (commands/league/standings.rs, league_table.rs)

standings-title = { $league }: temporada { $season }
standings-current = temporada actual
standings-final = tabla final
standings-subtitle = { $state } · { $games } { $games ->
        [one] partida contada
       *[other] partidas contadas
    } · página { $page } de { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = Esa liga no está en este servidor.
standings-ratings = Niveles (habilidad − 3 × incertidumbre): { $ratings }

## Turn notices by direct message (outbox/notices.rs), and what no command shows

notice-your-turn = Tu turno: { $line }
notice-your-turns = Tu turno en { $games } partidas:
component-unknown = no es un botón de este bot
drawing-failed = no se pudo dibujar la imagen: { $why }

## Lists and headings of the replies

games-yours = Tus partidas ({ $waiting } te esperan):
away-title = **Desde tu última jugada:**
away-more = …y { $more } más: `/{ slash-game } { slash-game-log }`
away-standings = Clasificación: { $totals }
opening-thread-title = { $game } – partida de { $host }
button-prev = Anterior
button-next = Siguiente

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Idioma de tus mensajes directos: { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
language-qps-ploc = Pseudoidioma (pruebas)

# The web pages (issue 45).
cmd-settings = Los ajustes de este servidor (Gestionar servidor): sus páginas web y horas de silencio.
    .web = Las páginas web de sus ligas, partidas y retos diarios
    .web-on = sí
    .web-off = no
    .quiet = Horas de silencio diarias, p. ej. 23:00-07:00: sin plazos ni avisos en ellas; off las quita
    .time_zone = Zona horaria de las horas de silencio, p. ej. Europe/Madrid (por defecto UTC)
settings-web-now = Páginas web de este servidor: { $state }
settings-web-link = Su página: { $url }
settings-web-no-url = Quien opera el bot no ha indicado la dirección de las páginas (WEB_URL), así que no hay enlace a ellas.
settings-profile-public-at = Tu página de jugador es pública: { $url }
settings-profile-public = Tu página de jugador es pública.
settings-profile-private = Tu página de jugador no es pública (tu nombre aparece en las páginas, sin enlace).
web-link-button = Verlo en la web

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **te toca**
games-waiting-for = esperando a { $names }
games-due = vence { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = Te toca
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] en la sala de espera
    [finished] terminada
    [cancelled] cancelada
   *[active] en juego
}

## /league substitute
cmd-league-substitute = Poner un sustituto a quien dejó la liga o perdió dos plazos (solo organizadores).
    .player = El jugador a sustituir
    .substitute = Quién ocupa el puesto (un miembro de la liga)
    .game = La partida (por defecto: la de este hilo)
league-substituted = <@{ $sub }> juega ahora el puesto de <@{ $out }> en `{ $game }`: el puesto conserva sus jugadas.
outbox-substituted = { $sub } ocupa el puesto de { $out }: sus jugadas y su puntuación se quedan, y su resultado será del sustituto.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = La clasificación de este servidor en un juego, los mejores primero.
    .game = El juego: elige uno de la lista
    .page = La página de la tabla, 20 jugadores por página (por defecto la primera)
cmd-game-profile = El historial de un jugador en cada juego de este servidor, con la evolución de su puntuación.
    .player = Otro jugador (por defecto: tú)
ratings-none = Nadie en este servidor tiene puntuación en { $game } todavía: cada partida terminada entre personas puntúa a sus jugadores.
ratings-head = **Puntuaciones de { $game }** ({ $players } { $players ->
        [one] jugador puntuado
       *[other] jugadores puntuados
    } · página { $page } de { $pages }); puntuación = habilidad − 3 × incertidumbre
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] partida
       *[other] partidas
    }, { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    })
profile-none = { $name } todavía no tiene ninguna partida puntuada en este servidor: cada partida terminada entre personas puntúa a sus jugadores.
profile-head = **Historial de { $name } en este servidor** (puntuación = habilidad − 3 × incertidumbre)
profile-line = **{ $game }**: { $games } { $games ->
        [one] partida
       *[other] partidas
    }, { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    }, media { $mean }, mejor { $best }, puntuación { $rating }
profile-picture-title = Puntuaciones de { $name }
profile-picture-subtitle = { $rated } { $rated ->
        [one] partida puntuada
       *[other] partidas puntuadas
    } en este servidor
profile-picture-series = { $game }: { $rating }
profile-picture-empty = Todavía ninguna partida puntuada
profile-picture-axis = partidas puntuadas, la más antigua primero
# El texto sin spoilers de /daily share (issue 46, punto 9).
daily-share-paste = Diario { $game } { $date }: { $total } puntos{ $par } · racha { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Saca a un jugador de la sala (solo el anfitrión).
    .player = El jugador que sale
    .game = La partida (fuera de su hilo)
lobby-invited = Abierta solo a { $who }.
lobby-invite-help = **Salas y revanchas:** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` abre una sala solo para los mencionados; el anfitrión saca a un jugador con `/{ slash-game } { slash-game-kick }` (si está invitado, puede volver). Revancha, bajo el mensaje final, juega otra vez con los mismos jugadores: empieza cuando todos la han pulsado.
invite-not-mentions = La opción de invitar solo admite menciones: escribe @ y elige usuarios o roles de la lista.
invite-not-in-leagues = Una partida de liga está abierta a los miembros de la liga: no admite invitaciones.
kick-done = <@{ $player }> ya no está en la sala de la partida `{ $game }`.
kick-notice = <@{ $player }>, el anfitrión te ha sacado de la sala de la partida `{ $game }`.
rematch-button = Revancha
rematch-opened = Has abierto la revancha `{ $game }` en <#{ $thread }>: empieza cuando todos los jugadores de esta partida hayan pulsado Revancha.
rematch-joined = Te has unido a la revancha `{ $game }` en <#{ $thread }>: empieza cuando estén todos.
rematch-started = La revancha `{ $game }` ha empezado en <#{ $thread }>.
# Reservas de tiempo y horas de silencio (issue 46).
bank-options = reserva de tiempo { $duration }
bank-left = { $hours } h { $minutes } min
bank-seat = { $name }: { $left }
bank-seat-running = { $name }: { $left }, en uso, se agota { $at }
bank-status = Reservas de tiempo restantes: { $banks }
settings-quiet-now = Horas de silencio: { $window } ({ $zone }): en ellas no vence ningún plazo ni se envía ningún aviso.
settings-quiet-off = Horas de silencio: desactivadas
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = Aún no hay horas de silencio que mover: indica también la franja, p. ej. `{ slash-settings.quiet }:23:00-07:00`.
