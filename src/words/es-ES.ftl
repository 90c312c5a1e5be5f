# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of the core; translated from en.ftl.
# Terms of our own: jugador de la máquina (computer player), sala (lobby), reto diario (daily challenge), liga / temporada / ronda / mesa, organizador, nivel (rating), guion (script).
# The slash commands' names are our own too (the slash-* messages below: partida, nueva, sendero, jugar, mapa, pista, liga, diario …).

as-written = { $text }
list-separator = {", "}
player-n = jugador { $n }

timed-out = no jugó a tiempo: la partida hizo su jugada por defecto
no-title = Esta vez no hay título.
how-to-move = Haz tu jugada con `/{ slash-move }`.

## The service's refusals

no-undo = { $game } no permite deshacer jugadas: lo jugado, jugado está
no-pass = { $game } no permite pasar: juega tu turno con `/{ slash-move }`

hint-still-thinking = aún estoy pensando tu última pista: llega en un momento
hint-nothing-to-suggest = no hay nada que sugerir: ninguna jugada tuya encaja en este turno
hint-thinkers-busy = los que calculan pistas están ocupados con las de otros jugadores: vuelve a pedirla en un momento
replay-still-drawing = aún estoy dibujando la repetición que pediste: llega en un momento
starts-per-hour = has empezado { $count } partidas en la última hora, el máximo permitido: empieza esta un poco más tarde

## What the games did, as the service's log and posts tell it
after-names = {" "}{ $text }
round-over = Ha terminado la ronda { $round }.
turn-skipped-at = Ronda { $round }, turno { $turn }: { $what }.
legacy-turn-skipped = las cartas son { $first } + { $second } y nadie puede trazarlas
legacy-breakdown = lugares { $sights }, pueblos { $villages }, bonificación { $bonus }
move-you-left = Has abandonado la partida.
## A game's options and state, as the generic code says them

no-option = { $game } no tiene la opción { $key }
no-own-pace = { $game } no se juega a ritmo libre
options-unreadable = opciones: { $error }
option-no = no
option-yes = sí
turn-cards = las cartas: **{ $a }** y **{ $b }**
status-done = listo
## The service's errors (app::AppError): what a player reads when a call is refused

app-no-such-game = no hay ninguna partida con id { $id }
app-not-a-player = no estás en esta partida
app-already-joined = ya estás en esta partida
app-not-started = esta partida no ha empezado
app-already-started = esta partida ya ha empezado
app-game-finished = esta partida ha terminado
app-game-cancelled = esta partida se canceló
app-game-full = esta partida está completa ({ $n } jugadores)
app-host-cannot-leave = eres el anfitrión: cancela la partida en vez de dejarla
app-too-late = demasiado tarde: el plazo de este turno ha pasado y el siguiente turno está a punto de empezar
app-game-broken = la partida { $id } no se puede cargar; tiene que revisarla un administrador
app-not-saved = no se pudo guardar la jugada; inténtalo de nuevo
app-other-server = esa partida está en otro servidor
app-private-game = esa partida es la partida en solitario de otra persona
app-day-not-over = este es un reto diario, la misma partida para todos: su repetición y su guion se dan cuando su día haya terminado para todos, { $opens }
app-wrong-thread = este hilo es la partida { $here }; has indicado { $named }
app-shutting-down = el bot se está apagando; inténtalo de nuevo en un momento
app-other-process = este servidor lo atiende otro proceso del bot; inténtalo de nuevo más tarde

## The service's refusals: a game's lobby and settings (app::live)

app-host-adds-bots = solo el anfitrión puede añadir jugadores de la máquina
app-host-removes-bots = solo el anfitrión puede quitar jugadores de la máquina
app-host-starts = solo el anfitrión puede empezar esta partida
app-host-cancels = solo el anfitrión puede cancelar esta partida
app-solo-is-yours = una partida en solitario es solo tuya
app-no-bots-yet = este juego aún no tiene jugadores de la máquina
app-no-bot-to-remove = no hay ningún jugador de la máquina que quitar
app-bots-not-alone = una partida necesita al menos una persona: los jugadores de la máquina no juegan solos
app-duration = { $unit ->
        [day] { $n ->
            [one] { $n } día
           *[other] { $n } días
        }
        [hour] { $n ->
            [one] { $n } hora
           *[other] { $n } horas
        }
        [minute] { $n ->
            [one] { $n } minuto
           *[other] { $n } minutos
        }
       *[second] { $n ->
            [one] { $n } segundo
           *[other] { $n } segundos
        }
    }
app-deadline-out-of-range = el plazo del turno debe estar entre 1 hora y 7 días, no { $deadline }
app-reminder-too-early = el recordatorio debe llegar antes del plazo: { $reminder } antes de un plazo de { $deadline } es demasiado pronto
app-max-players-out-of-range = una partida admite de 1 a { $most } jugadores, no { $players }
app-bot-stuck = partida { $game }: un jugador de la máquina no pudo jugar
app-nothing-to-play = ahora mismo no tienes nada que jugar: espera al siguiente turno
app-turn-moved-on = el turno avanzó mientras se calculaba la pista: vuelve a pedirla

## The service's refusals: hints and computer players (app::service::bots)

app-hint-game-moved-on = la partida avanzó mientras se calculaba la pista: vuelve a pedirla
app-hint-went-wrong = esta vez no hay pista: algo falló al calcularla (queda registrado); sigue jugando sin ella
app-league-no-bots = las partidas de una liga son para sus miembros: sin jugadores de la máquina
app-hints-off = las pistas están desactivadas en esta partida: el anfitrión las permite al crearla (nunca en retos diarios ni partidas de liga)

## The service's refusals: which game a call is about (app::service::authority)

app-leagues-on-a-server = las ligas están en un servidor: usa esto allí
app-in-no-game = no estás en ninguna partida de este servidor; usa esto en el hilo de una partida, o empieza una con /{ slash-game } { slash-game-new }
app-in-several-games = estás en varias partidas: usa esto en el hilo de la partida, o elige una con la opción `game`
app-name-the-game = indica la partida con la opción `game`, o usa esto en el hilo de la partida
app-name-the-game-undo = esa jugada no se puede deshacer: indica la partida con la opción `game`, o usa esto en el hilo de la partida
app-game-in-direct-messages = esa partida se juega por mensaje directo con el bot: usa esto allí
app-started-resign-instead = la partida ha empezado; usa { $command } para abandonar

## The service's refusals: how much one person may host (app::service::bounds)

app-too-many-lobbies = ya tienes { $n } { $n ->
        [one] sala abierta
       *[other] salas abiertas
    }: empieza o cancela una primero ({ $games })
app-too-many-solo = ya tienes { $n } { $n ->
        [one] partida en solitario
       *[other] partidas en solitario
    } en curso: termina o cancela una primero ({ $games })
app-too-many-started = ya tienes { $n } { $n ->
        [one] partida empezada
       *[other] partidas empezadas
    } como anfitrión: termina o cancela una primero ({ $games })
app-too-many-bots = ya sientas a { $n } { $n ->
        [one] jugador de la máquina
       *[other] jugadores de la máquina
    } en las partidas que organizas: quita uno, o termina antes una partida

## The service's refusals: solo games and daily challenges (app::service::daily)

app-no-daily-secret = no se puede obtener un secreto diario del sistema operativo ({ $why }); define DAILY_SECRET
app-not-played-alone = { $game } no se juega en solitario
app-no-daily-challenge = { $game } no tiene reto diario
app-no-challenge-that-day = { $game } no tiene reto el { $date }
app-daily-not-played = no has jugado el reto diario del { $date }
app-daily-not-finished = aún no has terminado el reto diario del { $date }

## The service's refusals: a league's settings and rounds (app::league, app::service::league)

app-rating-beta = la β del nivel debe ser positiva, no { $value }
app-rating-tolerance = la tolerancia de incertidumbre del nivel debe ser 0 o más, no { $value }
app-rating-widening = el ensanchamiento por temporada debe ser 0 o más, no { $value }
app-points-increase = los puntos de liga no deben aumentar al bajar de puesto: { $points }
app-points-reference-size = el tamaño de mesa de referencia de los puntos debe ser de 2 a { $most }, no { $size }
app-points-too-many-ranks = { $ranks } puestos tienen puntos, pero una mesa de referencia solo tiene { $size } jugadores
app-table-size = una mesa sienta de { $least } a { $most } jugadores, no { $size }
app-too-few-members = una ronda de liga necesita al menos dos miembros; esta liga tiene { $members }
app-no-organisers-yet = nadie aún
app-only-organisers = solo los organizadores de { $league } ({ $organisers }) o los administradores del servidor (Gestionar servidor) pueden { $what }
app-league-may-start-round = empezar una ronda
app-league-may-cancel-game = cancelar una partida de liga
app-league-may-add-organisers = añadir organizadores
app-league-may-remove-organisers = quitar organizadores
app-league-may-end-season = terminar una temporada
app-already-member = ya eres miembro de { $league }
app-not-a-member = no eres miembro de { $league }
app-already-organises = { $who } ya organiza { $league }
app-does-not-organise = esa persona no organiza { $league }
app-last-organiser = una liga conserva al menos un organizador; añade otro primero
app-table-not-played = la mesa { $table } no se juega: { $left ->
        [one] solo { $left } de sus jugadores sigue
       *[other] solo { $left } de sus jugadores siguen
    } en { $league }
app-round-not-drawn = { $why }; los miembros se unen con /{ slash-league } { slash-league-join }
app-no-such-round = no existe esa ronda
app-no-such-table = la ronda no tiene mesa { $table }
app-league-plays-another = la liga { $league } juega a { $plays }, no a { $named }
app-members-open-games = solo los miembros de { $league } pueden abrir sus partidas; únete primero con /{ slash-league } { slash-league-join }
app-members-join-games = esta es una partida de la liga { $league }: solo sus miembros pueden unirse
app-no-such-season = { $league } no tiene temporada { $number } (está en la temporada { $current })
app-name-the-league = indica la liga
app-no-such-league = aquí no hay ninguna liga llamada { $name }
app-league-gone = esa liga ya no existe
app-no-league-with-id = no hay ninguna liga con id { $id }
app-results-not-replayed = no se pueden reproducir los resultados: { $why }
app-league-name-length = el nombre de una liga tiene de 1 a { $most } caracteres
app-league-name-marks = el nombre de una liga no puede contener ` * _ ~ | < > @ # ni :
app-season-length = una temporada dura de 1 a 366 días
app-league-name-taken = este servidor ya tiene una liga llamada { $name }

## The service's refusals: replays, scripts and the games there are (app::service)

app-not-that-many-moves = la partida { $game } tiene { $moves } jugadas, no { $asked }
app-no-such-game-kind = aquí no hay ningún juego { $id }; los juegos son { $games }
app-script-keeps-secret = el guion de esta partida no se da: en { $game } revelaría { $secret }, que las reglas mantienen en secreto incluso tras la partida (su repetición muestra la partida tal como la vieron todos)
app-no-export-yet = las partidas de { $game } aún no se pueden exportar
app-replay-not-drawn = la repetición de { $game } no se puede dibujar
app-replay-not-over = esta partida no ha terminado: su repetición y su guion llegan cuando termine (antes mostrarían lo que aún está oculto)
app-replay-not-now = ahora mismo no se puede obtener la repetición de { $game }: inténtalo de nuevo más tarde
app-replay-gone = la repetición ya no se conserva

## A replay's captions (app::replay)

render-caption-turns = Ronda { $round } · turnos { $first }–{ $last }
render-caption-turn = Ronda { $round } · turno { $turn }
render-caption-start = El inicio
render-caption-standings = Clasificación final

## Words in the pictures and tables the core draws (render, app::league::standings)

render-col-player = JUGADOR
render-col-games = PARTIDAS
render-col-wins = VICT.
render-col-avg = MEDIA
render-col-best = MEJOR
render-col-rating = NIVEL
render-col-points = PUNTOS
render-no-league-games = Aún no ha terminado ninguna partida de liga
render-no-daily-game = Aún no ha terminado ningún reto diario: /{ slash-daily } { slash-daily-play }
render-player-n = Jugador { $n }
render-text-col-player = jugador
render-text-col-games = partidas
render-text-col-wins = victorias
render-text-col-points = puntos
render-text-col-avg = media
render-text-col-best = mejor
render-text-no-league-games = aún no ha terminado ninguna partida de liga
render-text-page = página { $number } de { $pages }
app-league-permission = solo los organizadores de la liga o los administradores del servidor pueden hacer eso

## The slash commands' names

slash-game = partida
slash-game-new = nueva
    .game = juego
    .options = opciones
    .turn_hours = horas_turno
    .bank_hours = horas_reserva
    .max_players = max_jugadores
    .league = liga
    .bots = bots
    .bot_level = nivel_bots
    .hints = pistas
    .invite = invitar
    .language = idioma
slash-game-solo = solitario
    .game = juego
    .options = opciones
    .language = idioma
slash-game-join = unirse
    .game = partida
slash-game-leave = dejar
    .game = partida
slash-game-start = empezar
    .game = partida
slash-game-cancel = cancelar
    .game = partida
slash-game-status = estado
    .game = partida
slash-game-scores = puntos
    .game = partida
slash-game-log = registro
    .game = partida
    .from = desde
slash-game-games = partidas
slash-game-settings = ajustes
    .reminders = recordatorios
    .vacation = vacaciones
    .dm = md
    .language = idioma
    .profile = perfil
slash-game-replay = repetición
    .game = partida
slash-game-export = exportar
    .game = partida
slash-game-help = ayuda
    .game = juego
slash-trail = sendero
    .trail = sendero
    .game = partida
slash-move = jugar
    .move = jugada
    .game = partida
slash-undo = deshacer
    .game = partida
slash-pass = pasar
    .game = partida
slash-map = mapa
    .player = jugador
    .game = partida
slash-hint = pista
    .game = partida
slash-league = liga
slash-league-create = crear
    .name = nombre
    .table_size = jugadores_mesa
    .season_days = días_temporada
    .turn_hours = horas_turno
    .flat_points = puntos_fijos
    .game = juego
    .options = opciones
slash-league-join = unirse
    .league = liga
slash-league-leave = dejar
    .league = liga
slash-league-info = info
    .league = liga
slash-league-organisers = organizadores
slash-league-organisers-add = añadir
    .user = usuario
    .league = liga
slash-league-organisers-remove = quitar
    .user = usuario
    .league = liga
slash-league-round = ronda
    .league = liga
    .free_pace = ritmo_libre
slash-league-standings = clasificación
    .league = liga
    .season = temporada
slash-league-season = temporada
slash-league-season-end = terminar
    .league = liga
slash-daily = diario
slash-daily-play = jugar
    .game = juego
slash-daily-leaderboard = clasificación
    .scope = alcance
    .date = fecha
    .game = juego
slash-daily-stats = estadísticas
    .player = jugador
    .game = juego
slash-daily-share = compartir
    .date = fecha
    .game = juego

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

level-easy = fácil
level-normal = normal
level-strong = fuerte
bot-name = Bot { $n } ({ $level })

notice-line = { $game } `{ $id }`, ronda { $round }, turno { $turn }
notice-a-game = Una partida

# The web pages (issue 45).
app-not-shown = esa página no existe
app-web-server-only = las páginas web de un servidor se ajustan en ese servidor
app-web-admins-only = solo quien puede gestionar este servidor (Gestionar servidor) puede activar o desactivar sus páginas web
slash-settings = ajustes
    .web = web
    .quiet = silencio
    .time_zone = zona_horaria

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = sustituto
    .player = jugador
    .substitute = sustituto
    .game = partida
app-substitute-resigned = ese jugador abandonó: los turnos de un puesto abandonado terminan sin jugada, se siente quien se siente
app-substitute-bot = el puesto de un jugador automático no necesita sustituto
app-substitute-plays = el sustituto ya juega en esta partida
app-substitute-league-only = solo una partida de liga admite un sustituto
app-substitute-not-member = { $name } no es miembro de { $league }: primero se une con `/{ slash-league } { slash-league-join }`
app-substitute-too-soon = a un jugador que sigue en la liga solo se le sustituye tras perder { $needed } plazos de la partida ({ $missed } hasta ahora)
app-league-may-substitute = poner un sustituto
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = clasificación
    .game = juego
    .page = página
slash-game-profile = perfil
    .player = jugador
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = has invitado a { $n }, pero la partida solo tiene sitio para { $most } además del anfitrión
app-invite-only = la partida `{ $game }` solo está abierta a sus invitados: pide una invitación a su anfitrión
app-kick-host-only = solo el anfitrión puede sacar jugadores de la sala
app-kick-not-yourself = eres el anfitrión: cancela la partida en vez de sacarte a ti mismo
app-kick-not-in-lobby = ese jugador no está en esta sala
app-rematch-already-in = ya estás en la revancha `{ $game }`
app-rematch-not-over = esta partida aún no ha terminado: la revancha llega después de su final
app-rematch-none = una partida en solitario, un reto diario o una partida de liga no tiene revancha
app-rematch-players-only = solo los jugadores de la partida `{ $game }` pueden pedir su revancha
slash-game-kick = expulsar
    .player = jugador
    .game = partida

# Reservas de tiempo y horas de silencio (issue 46).
app-bank-out-of-range = la reserva de tiempo debe ser como mucho { $most }, no { $bank }
app-quiet-bad-window = las horas de silencio son una franja diaria como 23:00-07:00 (dos horas distintas), u off
app-quiet-bad-zone = { $zone } no es una zona horaria: indica su nombre IANA, como Europe/Madrid o America/Mexico_City
app-quiet-server-only = las horas de silencio de un servidor se ajustan en ese servidor
app-quiet-admins-only = solo quienes pueden gestionar este servidor (Gestionar servidor) pueden ajustar sus horas de silencio
