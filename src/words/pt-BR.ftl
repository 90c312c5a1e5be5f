# Brazilian Portuguese (pt-BR) words of the core; translated from en.ftl.
# Terms of our own: partida (game), anfitrião (host), jogador virtual (computer player), dica (hint), desafio diário (daily challenge), liga / temporada / rodada / mesa / organizador, rating, lobby.
# The slash commands' names are our own too (the slash-* messages below: jogo, novo, trilha, jogar, mapa, dica, liga, diário …).

as-written = { $text }
list-separator = {", "}
player-n = jogador { $n }

timed-out = sem jogada a tempo: o jogo fez a jogada padrão
no-title = Sem título desta vez.
how-to-move = Faça sua jogada com `/{ slash-move }`.

## The service's refusals

no-undo = { $game } não permite desfazer jogadas: o que foi jogado fica jogado
no-pass = { $game } não tem passe: jogue seu turno com `/{ slash-move }`

hint-still-thinking = ainda pensando na sua última dica: ela chega num instante
hint-nothing-to-suggest = não há nada a sugerir: nenhuma jogada sua cabe neste turno
hint-thinkers-busy = quem calcula as dicas está ocupado com as dicas de outros jogadores: peça de novo daqui a pouco
replay-still-drawing = ainda desenhando o replay que você pediu: ele chega num instante
starts-per-hour = você iniciou { $count } partidas na última hora, o máximo permitido: comece esta um pouco mais tarde

## What the games did, as the service's log and posts tell it
after-names = {" "}{ $text }
round-over = A rodada { $round } terminou.
turn-skipped-at = Rodada { $round }, turno { $turn }: { $what }.
legacy-turn-skipped = as cartas são { $first } + { $second } e ninguém consegue desenhá-las
legacy-breakdown = atrações { $sights }, vilas { $villages }, bônus { $bonus }
move-you-left = Você saiu da partida.
## A game's options and state, as the generic code says them

no-option = { $game } não tem a opção { $key }
no-own-pace = { $game } não pode ser jogado no ritmo de cada um
options-unreadable = opções: { $error }
option-no = não
option-yes = sim
turn-cards = as cartas: **{ $a }** e **{ $b }**
status-done = pronto
## The service's errors (app::AppError): what a player reads when a call is refused

app-no-such-game = nenhuma partida com id { $id }
app-not-a-player = você não está nesta partida
app-already-joined = você já está nesta partida
app-not-started = esta partida não começou
app-already-started = esta partida já começou
app-game-finished = esta partida acabou
app-game-cancelled = esta partida foi cancelada
app-game-full = esta partida está cheia ({ $n } jogadores)
app-host-cannot-leave = você é o anfitrião: cancele a partida em vez de sair dela
app-too-late = tarde demais: o prazo deste turno passou, e o próximo turno está para começar
app-game-broken = a partida { $id } não pode ser carregada; um admin precisa verificá-la
app-not-saved = a jogada não pôde ser salva; tente de novo
app-other-server = essa partida está em outro servidor
app-private-game = essa é a partida solo de outra pessoa
app-day-not-over = este é um desafio diário, a mesma partida para todos: o replay e o script saem quando o dia tiver acabado para todos, { $opens }
app-wrong-thread = este tópico é a partida { $here }; você indicou { $named }
app-shutting-down = o bot está sendo desligado; tente de novo daqui a pouco
app-other-process = este servidor é atendido por outro processo do bot; tente de novo mais tarde

## The service's refusals: a game's lobby and settings (app::live)

app-host-adds-bots = só o anfitrião pode adicionar jogadores virtuais
app-host-removes-bots = só o anfitrião pode remover jogadores virtuais
app-host-starts = só o anfitrião pode iniciar esta partida
app-host-cancels = só o anfitrião pode cancelar esta partida
app-solo-is-yours = uma partida solo é só sua
app-no-bots-yet = este jogo ainda não tem jogadores virtuais
app-no-bot-to-remove = não há jogador virtual para remover
app-bots-not-alone = uma partida precisa de pelo menos uma pessoa: jogadores virtuais não jogam sozinhos
app-duration = { $unit ->
        [day] { $n ->
            [one] { $n } dia
           *[other] { $n } dias
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
app-deadline-out-of-range = o prazo do turno deve ficar entre 1 hora e 7 dias, não { $deadline }
app-reminder-too-early = o lembrete deve vir antes do prazo: { $reminder } antes de um prazo de { $deadline } é cedo demais
app-max-players-out-of-range = uma partida aceita de 1 a { $most } jogadores, não { $players }
app-bot-stuck = partida { $game }: um jogador virtual não conseguiu jogar
app-nothing-to-play = você não tem nada para jogar agora: espere o próximo turno
app-turn-moved-on = o turno avançou enquanto a dica era calculada: peça de novo

## The service's refusals: hints and computer players (app::service::bots)

app-hint-game-moved-on = a partida avançou enquanto a dica era calculada: peça de novo
app-hint-went-wrong = sem dica desta vez: algo deu errado ao calculá-la (ficou registrado); continue sem ela
app-league-no-bots = as partidas de uma liga são para os membros: sem jogadores virtuais
app-hints-off = as dicas estão desligadas nesta partida: o anfitrião as permite ao criá-la (nunca em desafios diários ou partidas de liga)

## The service's refusals: which game a call is about (app::service::authority)

app-leagues-on-a-server = as ligas ficam num servidor: use isto lá
app-in-no-game = você não está em nenhuma partida neste servidor; use isto no tópico de uma partida, ou comece uma com /{ slash-game } { slash-game-new }
app-in-several-games = você está em várias partidas: use isto no tópico da partida, ou escolha uma com a opção `game`
app-name-the-game = indique a partida com a opção `game`, ou use isto no tópico da partida
app-name-the-game-undo = essa jogada não pode ser desfeita: indique a partida com a opção `game`, ou use isto no tópico da partida
app-game-in-direct-messages = essa partida é jogada por mensagem direta com o bot: use isto lá
app-started-resign-instead = a partida já começou; use { $command } para desistir

## The service's refusals: how much one person may host (app::service::bounds)

app-too-many-lobbies = você já é anfitrião de { $n } { $n ->
        [one] lobby aberto
       *[other] lobbies abertos
    }: inicie ou cancele um primeiro ({ $games })
app-too-many-solo = você já tem { $n } { $n ->
        [one] partida solo
       *[other] partidas solo
    } em andamento: termine ou cancele uma primeiro ({ $games })
app-too-many-started = você já é anfitrião de { $n } { $n ->
        [one] partida iniciada
       *[other] partidas iniciadas
    }: termine ou cancele uma primeiro ({ $games })
app-too-many-bots = você já tem { $n } { $n ->
        [one] jogador virtual
       *[other] jogadores virtuais
    } nas partidas que organiza: remova um, ou termine uma partida primeiro

## The service's refusals: solo games and daily challenges (app::service::daily)

app-no-daily-secret = não foi possível obter um segredo diário do sistema operacional ({ $why }); defina DAILY_SECRET
app-not-played-alone = { $game } não se joga sozinho
app-no-daily-challenge = { $game } não tem desafio diário
app-no-challenge-that-day = { $game } não tem desafio em { $date }
app-daily-not-played = você não jogou o desafio diário de { $date }
app-daily-not-finished = você ainda não terminou o desafio diário de { $date }

## The service's refusals: a league's settings and rounds (app::league, app::service::league)

app-rating-beta = o β do rating deve ser positivo, não { $value }
app-rating-tolerance = a tolerância de incerteza do rating deve ser 0 ou mais, não { $value }
app-rating-widening = o alargamento por temporada deve ser 0 ou mais, não { $value }
app-points-increase = os pontos de liga não podem aumentar descendo na classificação: { $points }
app-points-reference-size = o tamanho de mesa de referência dos pontos deve ser de 2 a { $most }, não { $size }
app-points-too-many-ranks = { $ranks } posições têm pontos, mas uma mesa de referência tem só { $size } jogadores
app-table-size = uma mesa tem de { $least } a { $most } jogadores, não { $size }
app-too-few-members = uma rodada de liga precisa de pelo menos dois membros; esta liga tem { $members }
app-no-organisers-yet = nenhum ainda
app-only-organisers = só os organizadores de { $league } ({ $organisers }) ou admins do servidor (Gerenciar servidor) podem { $what }
app-league-may-start-round = iniciar uma rodada
app-league-may-cancel-game = cancelar uma partida da liga
app-league-may-add-organisers = adicionar organizadores
app-league-may-remove-organisers = remover organizadores
app-league-may-end-season = encerrar uma temporada
app-already-member = você já é membro de { $league }
app-not-a-member = você não é membro de { $league }
app-already-organises = { $who } já organiza { $league }
app-does-not-organise = essa pessoa não organiza { $league }
app-last-organiser = uma liga mantém pelo menos um organizador; adicione outro primeiro
app-table-not-played = a mesa { $table } não será jogada: { $left ->
        [one] só { $left } dos jogadores dela continua
       *[other] só { $left } dos jogadores dela continuam
    } em { $league }
app-round-not-drawn = { $why }; os membros entram com /{ slash-league } { slash-league-join }
app-no-such-round = essa rodada não existe
app-no-such-table = a rodada não tem a mesa { $table }
app-league-plays-another = a liga { $league } joga { $plays }, não { $named }
app-members-open-games = só membros de { $league } podem abrir as partidas dela; entre primeiro com /{ slash-league } { slash-league-join }
app-members-join-games = esta é uma partida da liga { $league }: só os membros dela podem entrar
app-no-such-season = { $league } não tem a temporada { $number } (está na temporada { $current })
app-name-the-league = indique a liga
app-no-such-league = não há nenhuma liga chamada { $name } aqui
app-league-gone = essa liga não existe mais
app-no-league-with-id = nenhuma liga com id { $id }
app-results-not-replayed = os resultados não podem ser refeitos: { $why }
app-league-name-length = o nome de uma liga tem de 1 a { $most } caracteres
app-league-name-marks = o nome de uma liga não pode conter ` * _ ~ | < > @ # ou :
app-season-length = uma temporada dura de 1 a 366 dias
app-league-name-taken = este servidor já tem uma liga chamada { $name }

## The service's refusals: replays, scripts and the games there are (app::service)

app-not-that-many-moves = a partida { $game } tem { $moves } jogadas, não { $asked }
app-no-such-game-kind = não existe o jogo { $id } aqui; os jogos são { $games }
app-script-keeps-secret = o script desta partida não é fornecido: em { $game }, ele revelaria { $secret }, que as regras mantêm em segredo mesmo depois da partida (o replay mostra a partida como todos a viram)
app-no-export-yet = partidas de { $game } ainda não podem ser exportadas
app-replay-not-drawn = o replay de { $game } não pode ser desenhado
app-replay-not-over = esta partida não acabou: o replay e o script saem quando ela terminar (antes, mostrariam o que ainda está escondido)
app-replay-not-now = o replay de { $game } não está disponível agora: tente de novo mais tarde
app-replay-gone = o replay não está mais guardado

## A replay's captions (app::replay)

render-caption-turns = Rodada { $round } · turnos { $first }–{ $last }
render-caption-turn = Rodada { $round } · turno { $turn }
render-caption-start = O início
render-caption-standings = Classificação final

## Words in the pictures and tables the core draws (render, app::league::standings)

render-col-player = JOGADOR
render-col-games = JOGOS
render-col-wins = VIT.
render-col-avg = MÉD
render-col-best = MÁX
render-col-rating = RATING
render-col-points = PONTOS
render-no-league-games = Nenhuma partida de liga concluída ainda
render-no-daily-game = Nenhuma partida diária concluída ainda: /{ slash-daily } { slash-daily-play }
render-player-n = Jogador { $n }
render-text-col-player = jogador
render-text-col-games = jogos
render-text-col-wins = vitórias
render-text-col-points = pontos
render-text-col-avg = média
render-text-col-best = máx
render-text-no-league-games = nenhuma partida de liga concluída ainda
render-text-page = página { $number } de { $pages }
app-league-permission = só os organizadores da liga ou admins do servidor podem fazer isso

## The slash commands' names

slash-game = jogo
slash-game-new = novo
    .game = jogo
    .options = opções
    .turn_hours = horas_por_turno
    .bank_hours = horas_reserva
    .max_players = máx_jogadores
    .league = liga
    .bots = bots
    .bot_level = nível_bots
    .hints = dicas
    .invite = convidar
    .language = idioma
slash-game-solo = solo
    .game = jogo
    .options = opções
    .language = idioma
slash-game-join = entrar
    .game = partida
slash-game-leave = sair
    .game = partida
slash-game-start = iniciar
    .game = partida
slash-game-cancel = cancelar
    .game = partida
slash-game-status = status
    .game = partida
slash-game-scores = placar
    .game = partida
slash-game-log = log
    .game = partida
    .from = desde
slash-game-games = partidas
slash-game-settings = configurações
    .reminders = lembretes
    .vacation = férias
    .dm = dm
    .language = idioma
    .profile = perfil
slash-game-replay = replay
    .game = partida
slash-game-export = exportar
    .game = partida
slash-game-help = ajuda
    .game = jogo
slash-trail = trilha
    .trail = trilha
    .game = partida
slash-move = jogar
    .move = jogada
    .game = partida
slash-undo = desfazer
    .game = partida
slash-pass = passar
    .game = partida
slash-map = mapa
    .player = jogador
    .game = partida
slash-hint = dica
    .game = partida
slash-league = liga
slash-league-create = criar
    .name = nome
    .table_size = tamanho_mesa
    .season_days = dias_temporada
    .turn_hours = horas_por_turno
    .flat_points = pontos_fixos
    .game = jogo
    .options = opções
slash-league-join = entrar
    .league = liga
slash-league-leave = sair
    .league = liga
slash-league-info = info
    .league = liga
slash-league-organisers = organizadores
slash-league-organisers-add = adicionar
    .user = usuário
    .league = liga
slash-league-organisers-remove = remover
    .user = usuário
    .league = liga
slash-league-round = rodada
    .league = liga
    .free_pace = ritmo_livre
slash-league-standings = classificação
    .league = liga
    .season = temporada
slash-league-season = temporada
slash-league-season-end = encerrar
    .league = liga
slash-daily = diário
slash-daily-play = jogar
    .game = jogo
slash-daily-leaderboard = ranking
    .scope = alcance
    .date = data
    .game = jogo
slash-daily-stats = estatísticas
    .player = jogador
    .game = jogo
slash-daily-share = compartilhar
    .date = data
    .game = jogo

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

level-easy = fácil
level-normal = normal
level-strong = forte
bot-name = Bot { $n } ({ $level })

notice-line = { $game } `{ $id }`, rodada { $round }, turno { $turn }
notice-a-game = Uma partida

# The web pages (issue 45).
app-not-shown = essa página não existe
app-web-server-only = as páginas web de um servidor são configuradas nesse servidor
app-web-admins-only = só quem pode gerenciar este servidor (Gerenciar servidor) pode ligar ou desligar as páginas web dele
slash-settings = configurações
    .web = web
    .quiet = silencio
    .time_zone = fuso_horario

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = substituto
    .player = jogador
    .substitute = substituto
    .game = jogo
app-substitute-resigned = esse jogador desistiu: os turnos de um lugar que desistiu terminam sem jogada, seja quem for que se sente ali
app-substitute-bot = o lugar de um jogador automático não precisa de substituto
app-substitute-plays = o substituto já joga nesta partida
app-substitute-league-only = só uma partida de liga aceita um substituto
app-substitute-not-member = { $name } não é membro de { $league }: primeiro entra com `/{ slash-league } { slash-league-join }`
app-substitute-too-soon = um jogador que ainda está na liga só é substituído depois de perder { $needed } prazos da partida ({ $missed } até agora)
app-league-may-substitute = colocar um substituto
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = ranking
    .game = jogo
    .page = página
slash-game-profile = perfil
    .player = jogador
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = você convidou { $n }, mas a partida só tem lugar para { $most } além do anfitrião
app-invite-only = a partida `{ $game }` está aberta só para os convidados: peça um convite ao anfitrião
app-kick-host-only = só o anfitrião pode tirar jogadores do lobby
app-kick-not-yourself = você é o anfitrião: cancele a partida em vez de se tirar do lobby
app-kick-not-in-lobby = esse jogador não está neste lobby
app-rematch-already-in = você já está na revanche `{ $game }`
app-rematch-not-over = esta partida ainda não acabou: a revanche vem depois do fim
app-rematch-none = uma partida solo, um desafio diário ou uma partida de liga não tem revanche
app-rematch-players-only = só os jogadores da partida `{ $game }` podem pedir a revanche
slash-game-kick = expulsar
    .player = jogador
    .game = partida

# Reservas de tempo e horário de silêncio (issue 46).
app-bank-out-of-range = a reserva de tempo deve ser de no máximo { $most }, não { $bank }
app-quiet-bad-window = o horário de silêncio é uma faixa diária como 23:00-07:00 (dois horários diferentes), ou off
app-quiet-bad-zone = { $zone } não é um fuso horário: informe o nome IANA, como America/Sao_Paulo ou Europe/Lisbon
app-quiet-server-only = o horário de silêncio de um servidor é definido nesse servidor
app-quiet-admins-only = só quem pode gerenciar este servidor (Gerenciar servidor) pode definir o horário de silêncio
