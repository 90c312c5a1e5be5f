# Brazilian Portuguese (pt-BR) words of the Discord bot; translated from en.ftl.
# Terms of our own: tópico (thread, as Discord's pt-BR says), partida (game), lugar (seat), anfitrião (host), ritmo livre (free pace), dica (hint), desafio diário (daily challenge), par (par), liga / temporada / organizador (league / season / organiser), rating.

## /game help

help-how-play = **Como jogar:** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` abre um tópico de partida (opções: palavras `key=value` da lista); os jogadores clicam em Entrar e o anfitrião em Iniciar. `/{ slash-move }` faz sua jogada (o autocompletar lista as jogadas, as melhores primeiro), `/{ slash-map }` mostra a sua visão; nos jogos que têm essas jogadas, `/{ slash-undo }` desfaz uma e `/{ slash-pass }` encerra seu turno.
help-how-bots = **Jogadores virtuais:** os botões do lobby ou `bots:2 bot_level:strong` colocam bots na mesa; eles nunca contam nas ligas. `/{ slash-hint }` mostra as melhores jogadas, em particular, em partidas solo e onde o anfitrião permitiu `hints`. Cada desafio diário tem um par: a pontuação do bot forte.
help-how-alone = **Sozinho:** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…`; `/{ slash-daily } { slash-daily-play }` é o desafio de hoje, o mesmo para todos, depois `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Ligas:** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Todo jogo:** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. Sua próxima jogada, mapa ou status começa com o que aconteceu desde a sua última jogada; `/{ slash-game } { slash-game-log }` mostra a partida inteira.
help-how-rules = **As regras de um jogo, em resumo:** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Partidas encerradas:** `/{ slash-game } { slash-game-replay }` mostra uma passo a passo (uma imagem animada), `/{ slash-game } { slash-game-export }` dá o script de replay para `tucana replay` e `tucana render`.
help-own-trail = **Comando próprio:** `/{ slash-trail }`, o nome dele para `/{ slash-move }`: desenha uma trilha, por exemplo `/{ slash-trail } C3-D4`.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = Você não está em nenhuma partida neste servidor. Comece uma com /{ slash-game } { slash-game-new }.

## A move's reply

move-done = Feito.
move-last-of-game = Essa foi a última jogada da partida!

## A free-paced game's own turn, for its player alone

own-turn = Seu { $progress }: { $headline }
## The slash commands' descriptions, applied when the commands are registered

cmd-game = Todos os jogos: crie, entre e acompanhe partidas.
cmd-game-new = Abra uma nova partida de qualquer jogo num tópico deste canal.
    .game = O jogo: escolha um da lista
    .options = As opções do jogo como palavras key=value: escolha da lista
    .turn_hours = Horas por turno, de 1 a 168 (padrão 24)
    .bank_hours = Reserva de tempo por jogador em horas, de 0 a 168: cobre jogadas atrasadas (padrão 0)
    .max_players = Máximo de jogadores, de 1 a 50 (padrão 8, ou menos se o jogo aceitar menos)
    .league = Uma partida desta liga (valem as opções da liga; só membros)
    .bots = Jogadores virtuais para colocar agora, de 0 a 7 (o lobby tem botões para mais)
    .bot_level = O nível dos jogadores virtuais (padrão normal)
    .bot_level-easy = fácil (iniciante)
    .bot_level-normal = normal
    .bot_level-strong = forte (pensa adiante)
    .hints = Permitir pedir dicas com /{ slash-hint } (contam na classificação)
    .invite = Mencione os usuários ou cargos para quem o lobby está aberto (padrão: todos)
    .language = O idioma das mensagens da partida (padrão: o deste servidor)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Jogue uma partida sozinho, no seu ritmo, num tópico privado.
    .game = O jogo: escolha um da lista
    .options = As opções do jogo como palavras key=value: escolha da lista
    .language = O idioma das mensagens da partida (padrão: o deste servidor, ou o seu)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Entre na partida deste tópico.
    .game = O id da partida (fora do tópico dela)
cmd-game-leave = Saia da partida (desistindo, se já começou).
    .game = A partida (fora do tópico dela)
cmd-game-start = Inicie a partida (só o anfitrião).
    .game = A partida (fora do tópico dela)
cmd-game-cancel = Cancele a partida (anfitrião, ou quem pode Gerenciar servidor).
    .game = A partida (fora do tópico dela)
cmd-game-status = O turno da partida: cartas, prazo, quem ainda precisa jogar.
    .game = A partida (fora do tópico dela)
cmd-game-scores = A pontuação até agora.
    .game = A partida (fora do tópico dela)
cmd-game-log = O registro de uma partida: cada jogada na notação do jogo e o que veio dela.
    .game = A partida (fora do tópico dela)
    .from = A linha inicial (padrão: a primeira)
cmd-game-games = Suas partidas em andamento, com links.
cmd-game-settings = Suas configurações: lembretes, férias, uma DM quando sua vez começar.
    .reminders = Ser mencionado quando um prazo estiver perto
    .vacation = Ausente: seus turnos são jogados no seu lugar, com a jogada padrão do jogo
    .dm = Uma mensagem direta quando um turno seu começar (padrão desligado)
    .language = O idioma das suas mensagens diretas (padrão: seu idioma do Discord)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = Sua página de jogador na web: pública ou não (padrão não)
    .profile-public = público
    .profile-private = privado
cmd-game-replay = Uma partida encerrada, passo a passo, como imagem animada (em particular).
    .game = A partida encerrada (fora do tópico dela)
cmd-game-export = O script de replay de uma partida encerrada, para rever, desenhar ou conferir offline (privado).
    .game = A partida encerrada (fora do tópico dela)
cmd-game-help = Como jogar, e as regras em resumo.
    .game = Um jogo, para as regras em resumo: escolha um da lista
cmd-trail = Desenhe uma trilha (escolha uma da lista).
    .trail = A trilha, por exemplo C3-D4: escolha uma da lista
    .game = A partida (fora do tópico dela)
cmd-move = Faça sua jogada (escolha uma da lista).
    .move = Sua jogada: escolha uma da lista
    .game = A partida (fora do tópico dela)
cmd-undo = Desfaça sua última jogada deste turno (onde o jogo permite).
    .game = A partida (fora do tópico dela)
cmd-pass = Encerre seu turno sem jogar (onde o jogo permite).
    .game = A partida (fora do tópico dela)
cmd-map = Sua ficha, ou a de outro jogador, como imagem privada.
    .player = De quem é a ficha (padrão: a sua)
    .game = A partida (fora do tópico dela)
cmd-hint = As melhores jogadas deste turno, em particular (onde o jogo permite dicas).
    .game = A partida (fora do tópico dela)
cmd-league = Ligas da comunidade: temporadas de partidas, classificação e ratings.
cmd-league-create = Crie uma liga neste servidor (você vira o organizador).
    .name = O nome da liga (de 1 a 40 caracteres)
    .table_size = Jogadores por mesa numa rodada, de 2 a 50 (padrão 4)
    .season_days = Dias por temporada, de 1 a 366 (padrão: até um organizador encerrar)
    .turn_hours = Horas por turno nas partidas da liga, de 1 a 168 (padrão 24)
    .flat_points = Os mesmos pontos por colocação para todo tamanho de mesa (padrão: proporcional)
    .game = O jogo da liga (padrão: { $first_game })
    .options = As opções do jogo como palavras key=value: escolha da lista
cmd-league-join = Entre numa liga: você terá lugar nas mesas das rodadas.
    .league = A liga (padrão: a única liga do servidor)
cmd-league-leave = Saia de uma liga (seus resultados até aqui ficam na classificação).
    .league = A liga (padrão: a única liga do servidor)
cmd-league-info = Configurações, temporada, organizadores e membros de uma liga.
    .league = A liga (padrão: a única liga do servidor)
cmd-league-organisers = Gerencie os organizadores de uma liga.
cmd-league-organisers-add = Torne alguém organizador de uma liga (só organizadores e Gerenciar servidor).
    .user = Quem vai organizar a liga
    .league = A liga (padrão: a única liga do servidor)
cmd-league-organisers-remove = Remova um organizador de uma liga (só organizadores e Gerenciar servidor).
    .user = O organizador a remover
    .league = A liga (padrão: a única liga do servidor)
cmd-league-round = Comece uma rodada: os membros são divididos em mesas, um tópico por mesa.
    .league = A liga (padrão: a única liga do servidor)
    .free_pace = As partidas desta rodada no ritmo de cada um (padrão: o da liga)
cmd-league-standings = A classificação de uma temporada: pontos, vitórias, média, recorde e ratings.
    .league = A liga (padrão: a única liga do servidor)
    .season = A temporada (padrão: a atual)
cmd-league-season = As temporadas de uma liga.
cmd-league-season-end = Encerre a temporada atual agora: a tabela final é postada e começa outra temporada.
    .league = A liga (padrão: a única liga do servidor)
cmd-daily = O desafio diário: a mesma ilha e as mesmas cartas para todos, todo dia.
cmd-daily-play = Jogue o desafio de hoje (uma tentativa por dia), num tópico privado ou na DM com o bot.
    .game = O jogo (padrão: { $first_daily })
cmd-daily-leaderboard = O ranking de um dia: quem terminou, os melhores primeiro.
    .scope = Jogadores deste servidor (padrão num servidor com o bot) ou de todos
    .scope-server = Este servidor
    .scope-global = Todos
    .date = O dia, como AAAA-MM-DD (padrão: hoje)
    .game = O jogo (padrão: { $first_daily })
cmd-daily-stats = Seu histórico diário (ou o de outro jogador): sequências, recorde, média e histograma.
    .player = De quem é o histórico (padrão: o seu)
    .game = O jogo (padrão: { $first_daily })
cmd-daily-share = Mostre a todos seu resultado do dia, sem spoilers.
    .date = O dia, como AAAA-MM-DD (padrão: hoje)
    .game = O jogo (padrão: { $first_daily })

## Errors and refusals shared by every command (errors.rs, events.rs, threads.rs, finding.rs)

error-discord-refused = O Discord recusou: me falta uma permissão neste canal (para uma partida: Ver canal, Enviar mensagens, tópicos e Anexar arquivos); peça a um admin do servidor
error-went-wrong = Algo deu errado; tente de novo.
error-not-here = Este servidor é atendido por outro processo do bot; tente de novo mais tarde.
error-no-such-game = nenhuma partida com id { $id }
error-wrong-thread = este tópico é a partida { $here }; você indicou { $named }
needs-server = isto precisa do bot no servidor: use num servidor onde o bot está (`/{ slash-daily }` e `/{ slash-game } { slash-game-solo }` funcionam em qualquer lugar)
threads-text-channel-only = as partidas são jogadas em tópicos: use isto num canal de texto
permissions-missing = Preciso { $count ->
        [one] da permissão
       *[other] das permissões
    } { $missing } neste canal{ $purpose }; peça a um admin do servidor para { $count ->
        [one] concedê-la
       *[other] concedê-las
    }
permissions-for-a-game = {""}
permissions-for-private-thread = {" "}para abrir o tópico privado da sua partida
permissions-for-tables = {" "}para abrir os tópicos das mesas
permission-view-channel = Ver canal
permission-send-messages = Enviar mensagens
permission-create-public-threads = Criar tópicos públicos
permission-create-private-threads = Criar tópicos privados
permission-send-messages-in-threads = Enviar mensagens em tópicos
permission-attach-files = Anexar arquivos
permission-embed-links = Inserir links

## Opening a game (commands/shared/opening.rs)

opening-too-many-players = { $game } aceita no máximo { $most } jogadores, não { $n }
opening-no-solo = { $game } não tem modo solo: é para { $least } a { $most } jogadores
opening-in-a-game-thread = este já é o tópico de uma partida; use { $command } num canal
opening-no-bots = { $game } ainda não tem jogadores virtuais
opening-no-bots-in-leagues = as partidas de uma liga são para os membros: sem jogadores virtuais
opening-bots-fill-the-table = { $bots } jogadores virtuais não deixam lugar para você: este jogo aceita no máximo { $most } jogadores
opening-lobby-open = A partida `{ $game }` está aberta em <#{ $thread }>: os jogadores entram lá.

## Choosing a game and its options (commands/shared/choosing.rs)

choosing-no-such-game = não há jogo “{ $typed }” aqui; escolha um da lista: { $known }
choosing-no-game-hosted = este bot não oferece nenhum jogo
choosing-options-written = as opções são escritas key=value, separadas por espaços (por exemplo `{ $example }`), não “{ $typed }”

## The common parts of messages (wording.rs, limits.rs)

summary-round-turn = rodada { $round }, turno { $turn }
names-and-more = e mais { $n }
hints-used = {" "}({ $n ->
        [one] { $n } dica
       *[other] { $n } dicas
    })
mention-direct-messages = {"["}suas mensagens diretas comigo]({ $link })
options-turns = turnos de { $duration }
options-players = até { $most } jogadores
lines-left-out = … e mais { $left } { $left ->
        [one] linha
       *[other] linhas
    }

## The game threads' posts (outbox.rs)

outbox-free-pace = **Ritmo livre**: todos jogam as mesmas cartas, cada um no seu ritmo. Suas próximas cartas chegam assim que você termina seu turno; `/{ slash-map }` ou o botão mostra só para você.
outbox-everyone-played = Todos jogaram.
outbox-still-to-play = Ainda falta jogar: { $who }
outbox-replay = O replay da partida, passo a passo:
outbox-game-started = A partida começou! Ordem dos lugares: { $order }.
outbox-deadline = Prazo: { $at }
outbox-no-deadline = Sem prazo: as próximas cartas chegam assim que você jogar.
outbox-turn-title = **Rodada { $round }, turno { $turn }**
outbox-has-played = { $who } jogou. { $waiting }
outbox-turn-skipped = Rodada { $round }, turno { $turn }: { $what }; vamos ao próximo turno.
outbox-player-left = { $who } saiu da partida.
outbox-reminder = Lembrete: { $who } — o turno termina em { $at }.
outbox-time-is-up = Acabou o tempo: { $who } { $words }.
outbox-round-over = **A rodada { $round } terminou.**
outbox-game-over = **A partida acabou!** { $count ->
        [one] Vencedor
       *[other] Vencedores
    }: { $winners }
outbox-cancelled = <@{ $by }> cancelou a partida.
outbox-abandoned = { $who } saiu, a última pessoa na partida: ela termina aqui, inacabada (jogadores virtuais não continuam sozinhos).
outbox-lobby-expired = Este lobby expirou após { $days } dias sem começar; abra outro com `{ $new }`.
outbox-game-expired = Esta partida foi fechada após { $days } dias sem jogadas; ela fica inacabada.
outbox-solo-over = **A partida acabou!** { $who }: **{ $total } pontos**{ $hints } ({ $breakdown })
outbox-title = Título: **{ $title }**
outbox-par = Par { $par } (a pontuação do jogador virtual forte neste desafio){ $against }
outbox-par-beaten = : você superou por { $by }!
outbox-par-matched = : você empatou.
outbox-par-missed = .
outbox-daily-done = Esse foi o desafio diário de { $date }: mostre seu resultado (sem spoilers) com `/{ slash-daily } { slash-daily-share }{ $day }` em qualquer canal, e compare com `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Buttons

button-my-map = Meu mapa
button-hint = Dica
button-my-cards = Minhas cartas e mapa

## The commands' refusals

move-empty = indique sua jogada: escolha uma da lista
trail-empty = indique uma trilha, por exemplo C3-D4: escolha uma da lista
map-not-a-player = esse jogador não está nesta partida
league-none-here = este servidor ainda não tem liga; um organizador cria uma com /{ slash-league } { slash-league-create }
league-several-here = este servidor tem várias ligas: escolha uma com a opção `league`
daily-board-needs-server = o ranking de um servidor precisa do bot no servidor: use `scope:Everyone` aqui
daily-no-such-game = não existe desafio diário de “{ $typed }”; os jogos que têm: { $known }
daily-not-a-date = “{ $typed }” não é uma data: escreva como AAAA-MM-DD, por exemplo { $today }
daily-not-yet = { $date } ainda não chegou: o desafio de hoje é { $today }

## The /game commands' replies

cancel-done = A partida `{ $game }` foi cancelada.
export-done = O script de replay da partida `{ $game }`: `tucana replay { $file }` confere, `tucana render { $file } --animate -o game.gif` desenha.
join-done = Você entrou na partida `{ $game }` ({ $players } jogadores até agora).
start-done = A partida `{ $game }` começou com { $players } jogadores.
leave-done = Você saiu da partida `{ $game }`.
leave-resigned = Você desistiu da partida `{ $game }`.
replay-done = O replay da partida `{ $game }`, passo a passo:
scores-title = Pontuação da partida `{ $game }`:
settings-now = Lembretes: { $reminders } · Férias: { $vacation } · DMs de turno: { $dms }
settings-on = ligado
settings-off = desligado
solo-thread-title = Solo · { $who } · { $game }
solo-ready = Sua partida solo de { $game } (`{ $id }`, { $options }) está pronta em { $place }. { $how }
log-empty = Partida `{ $game }`: ainda não aconteceu nada que todos possam ler.
log-title = **Partida `{ $game }`: registro** (linhas { $first }–{ $last } de { $total })
hint-title = **Dica** — as melhores jogadas do jogador virtual forte neste turno (dica { $used } nesta partida; as dicas aparecem na classificação):
hint-line = { $n }. `{ $text }` — { $gains } · você pode esperar cerca de { $expected } pontos no final
status-game = Partida `{ $game }`
status-free-pace = Ritmo livre: cada um joga no seu ritmo.
status-your-deadline = Prazo do seu turno: { $at }

## The daily challenge's replies (commands/daily/**, commands/shared/daily.rs)

weekday-monday = Segunda-feira
weekday-tuesday = Terça-feira
weekday-wednesday = Quarta-feira
weekday-thursday = Quinta-feira
weekday-friday = Sexta-feira
weekday-saturday = Sábado
weekday-sunday = Domingo
daily-day = { $weekday } { $date } · { $options }
daily-cancelled = Sua tentativa no desafio de hoje ({ $day }) foi cancelada; há uma tentativa por dia. O próximo desafio chega às { $next }.
daily-played = Você já jogou o desafio de hoje ({ $day }): **{ $total } pontos**{ $title }.
    Mostre com `/{ slash-daily } { slash-daily-share }`, compare com `/{ slash-daily } { slash-daily-leaderboard }`. O próximo desafio chega às { $next }.
daily-waiting = Sua partida de hoje ({ $day }) está esperando em { $place }: { $summary }.
daily-thread-title = Diário { $which }{ $today } · { $name }
daily-ready = O desafio de hoje ({ $day }) está pronto em { $place }. { $how } Todos jogam o mesmo desafio hoje; uma tentativa cada. O próximo desafio chega às { $next }.
daily-shared = Seu resultado está compartilhado abaixo.
daily-share-title = Diário { $game } · { $date }
daily-share-card = **{ $name }** — Diário { $game } { $date } ({ $options }): **{ $total } pontos**
daily-share-invite = Jogue o mesmo desafio com `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Jogue o mesmo desafio com `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· superou o par por { $by }
daily-par-on = {" "}· no par
daily-par-below = {" "}· par { $par }
daily-stats-title = **Histórico diário de { $name }**
daily-stats-picture-title = Histórico diário de { $name }
daily-stats-done-today = O desafio de hoje está feito; o próximo chega às { $next }.
daily-stats-keep-streak = Jogue o desafio de hoje com `/{ slash-daily } { slash-daily-play }` para manter sua sequência (até { $next }).
daily-stats-start-streak = Comece uma sequência com `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } jogados
daily-stats-streak = sequência { $now } (recorde { $best })
daily-stats-best = recorde { $best }
daily-stats-average = média { $average }
daily-board-this-server = este servidor
daily-board-everyone = todos
daily-board-par = {" "}· par { $par }
daily-board-title = **Ranking diário { $which }— { $date }** ({ $whose }, { $players } { $players ->
        [one] jogador
       *[other] jogadores
    }){ $par }
daily-board-par-line = ┄ par { $par }: o jogador virtual forte ┄
daily-board-empty = Ninguém terminou o desafio deste dia ainda: seja o primeiro com `{ $play }`.
daily-board-line = { $rank }. { $name } — { $total } pontos{ $bonus }{ $title }
daily-board-you = **{ $line }** ← você
page-of = Página { $page } de { $pages }

## A game's lobby message (lobby.rs)

lobby-waiting = Esperando jogadores: entre, e depois o anfitrião inicia a partida.
lobby-started = A partida começou.
lobby-over = A partida acabou.
lobby-cancelled = A partida foi cancelada.
lobby-message = **{ $name }** — partida `{ $game }`, criada por <@{ $host }>
    { $options }
    Jogadores ({ $count }/{ $most }): { $players }
    { $state }
lobby-join = Entrar
lobby-leave = Sair
lobby-start = Iniciar
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## The leagues' posts (outbox/leagues.rs)

league-counted-left = {" "}· saiu da partida
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } { $points ->
        [one] ponto
       *[other] pontos
    } de liga** · rating { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — a partida `{ $game }` conta para a temporada { $season }:
    { $lines }
    Veja a tabela com `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league } — a temporada { $season } acabou.** Nenhuma partida da liga foi concluída.
league-season-over = **{ $league } — a temporada { $season } acabou!** { $count ->
        [one] Campeão
       *[other] Campeões
    }: { $winners }
league-season-next-ends = A temporada { $next } começou; ela termina em { $ends }.
league-season-next = A temporada { $next } começou.
league-season-more = … e mais { $n }: `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league } — temporada { $season }
league-final-table = tabela final · { $players } { $players ->
        [one] jogador
       *[other] jogadores
    }
league-season-afresh = { $next } A classificação recomeça do zero; os ratings continuam.

## The /league commands' replies

league-created = A liga **{ $league }** está aberta. Os membros (você também, para jogar) entram com `/{ slash-league } { slash-league-join }`; comece uma rodada com `/{ slash-league } { slash-league-round }`.
league-joined = Você entrou em **{ $league }** ({ $members } { $members ->
        [one] membro
       *[other] membros
    }). Você terá lugar nas mesas da próxima rodada.
league-left = Você saiu de **{ $league }**. As partidas que você está jogando continuam.
league-organiser-added = <@{ $user }> agora organiza **{ $league }**.
league-organiser-removed = <@{ $user }> não organiza mais **{ $league }**.
league-season-ended = A temporada { $ended } de **{ $league }** acabou; a tabela final está sendo postada. A temporada { $next } começou.
round-table-title = { $league } – rodada { $round }, mesa { $table }
round-table-post = **{ $title }** — partida de liga `{ $game }`
    Jogadores: { $players }
    A partida começou. { $how }
round-table-line = Mesa { $table }: <#{ $thread }> — { $seated }
round-table-failed = A mesa { $table } ({ $players }) não pôde ser aberta: { $why }
round-announcement = **{ $league } — rodada { $round }** (temporada { $season }, semente do sorteio { $seed })
round-opened = Rodada { $round } de **{ $league }**: { $tables } { $tables ->
        [one] mesa aberta
       *[other] mesas abertas
    }.
league-info-ends = termina em { $at }
league-info-ends-never = termina quando um organizador encerrar
league-info-nobody = ninguém ainda
league-info-points-scaled = { $points } para 1º, 2º, ... numa mesa de { $size }, proporcional para outros tamanhos
league-info-points-flat = { $points } para 1º, 2º, ... em qualquer mesa
league-info = **{ $name }**
    Jogos: { $game }, turnos de { $turns }, mesas de { $size }
    Pontos de liga: { $scheme }
    Temporada { $season } começou em { $started }, { $season_end }; { $counted } { $counted ->
        [one] partida contada
       *[other] partidas contadas
    } até agora, { $live } em andamento
    Rodadas sorteadas: { $rounds }
    Organizadores: { $organisers }
    Membros ({ $members }): { $member_names }

## A league's standings (commands/league/standings.rs, league_table.rs)

standings-title = { $league } — temporada { $season }
standings-current = temporada atual
standings-final = tabela final
standings-subtitle = { $state } · { $games } { $games ->
        [one] partida contada
       *[other] partidas contadas
    } · página { $page } de { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = Essa liga não é deste servidor.
standings-ratings = Ratings (habilidade − 3 × incerteza): { $ratings }

## Turn notices by direct message (outbox/notices.rs), and what no command shows

notice-your-turn = Sua vez: { $line }
notice-your-turns = Sua vez em { $games } partidas:
component-unknown = não é um botão deste bot
drawing-failed = falha ao desenhar a imagem: { $why }

## Lists and headings of the replies

games-yours = Suas partidas ({ $waiting } esperando por você):
away-title = **Desde a sua última jogada:**
away-more = …e mais { $more }: `/{ slash-game } { slash-game-log }`
away-standings = Classificação: { $totals }
opening-thread-title = { $game } – partida de { $host }
button-prev = Anterior
button-next = Próxima

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Idioma das suas mensagens diretas: { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
language-qps-ploc = Pseudoidioma (testes)

# The web pages (issue 45).
cmd-settings = As configurações deste servidor (Gerenciar servidor): as páginas web e o horário de silêncio.
    .web = As páginas web das ligas, partidas e desafios diários
    .web-on = ligado
    .web-off = desligado
    .quiet = Horário de silêncio diário, ex. 23:00-07:00: sem prazos nem lembretes; off para tirar
    .time_zone = O fuso horário do silêncio, ex. America/Sao_Paulo (padrão UTC)
settings-web-now = Páginas web deste servidor: { $state }
settings-web-link = A página dele: { $url }
settings-web-no-url = Quem opera o bot não informou o endereço das páginas (WEB_URL), então não há link para elas.
settings-profile-public-at = Sua página de jogador é pública: { $url }
settings-profile-public = Sua página de jogador é pública.
settings-profile-private = Sua página de jogador não é pública (seu nome aparece nas páginas, sem link).
web-link-button = Ver na web

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **sua vez**
games-waiting-for = esperando { $names }
games-due = vence { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = Sua vez
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] no saguão
    [finished] encerrada
    [cancelled] cancelada
   *[active] em andamento
}

## /league substitute
cmd-league-substitute = Colocar um substituto para quem saiu ou perdeu dois prazos (só organizadores).
    .player = O jogador a substituir
    .substitute = Quem assume o lugar (um membro da liga)
    .game = A partida (padrão: a deste tópico)
league-substituted = <@{ $sub }> agora joga o lugar de <@{ $out }> em `{ $game }`: o lugar mantém suas jogadas.
outbox-substituted = { $sub } assume o lugar de { $out }: jogadas e pontuação ficam, e o resultado será do substituto.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = O ranking deste servidor em um jogo, os melhores primeiro.
    .game = O jogo: escolha um da lista
    .page = A página da tabela, 20 jogadores por página (padrão: a primeira)
cmd-game-profile = O histórico de um jogador em cada jogo deste servidor, com a evolução da pontuação.
    .player = Outro jogador (padrão: você)
ratings-none = Ninguém neste servidor tem pontuação em { $game } ainda: toda partida terminada entre pessoas pontua seus jogadores.
ratings-head = **Ranking de { $game }** ({ $players } { $players ->
        [one] jogador pontuado
       *[other] jogadores pontuados
    } · página { $page } de { $pages }); pontuação = habilidade − 3 × incerteza
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] partida
       *[other] partidas
    }, { $wins } { $wins ->
        [one] vitória
       *[other] vitórias
    })
profile-none = { $name } ainda não tem nenhuma partida pontuada neste servidor: toda partida terminada entre pessoas pontua seus jogadores.
profile-head = **Histórico de { $name } neste servidor** (pontuação = habilidade − 3 × incerteza)
profile-line = **{ $game }**: { $games } { $games ->
        [one] partida
       *[other] partidas
    }, { $wins } { $wins ->
        [one] vitória
       *[other] vitórias
    }, média { $mean }, melhor { $best }, pontuação { $rating }
profile-picture-title = Pontuação de { $name }
profile-picture-subtitle = { $rated } { $rated ->
        [one] partida pontuada
       *[other] partidas pontuadas
    } neste servidor
profile-picture-series = { $game }: { $rating }
profile-picture-empty = Nenhuma partida pontuada ainda
profile-picture-axis = partidas pontuadas, da mais antiga à mais nova
# O texto sem spoilers de /daily share (issue 46, ponto 9).
daily-share-paste = Diário { $game } { $date }: { $total } pontos{ $par } · sequência { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Tire um jogador do lobby (só o anfitrião).
    .player = O jogador a tirar
    .game = A partida (fora do tópico dela)
lobby-invited = Aberta só para { $who }.
lobby-invite-help = **Lobbies e revanches:** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` abre um lobby só para os mencionados; o anfitrião tira um jogador com `/{ slash-game } { slash-game-kick }` (se convidado, ele pode voltar). Revanche, abaixo da mensagem final, joga de novo com os mesmos jogadores: começa quando todos clicaram.
invite-not-mentions = A opção de convite só aceita menções: digite @ e escolha usuários ou cargos da lista.
invite-not-in-leagues = Uma partida de liga é aberta aos membros da liga: não aceita convites.
kick-done = <@{ $player }> não está mais no lobby da partida `{ $game }`.
kick-notice = <@{ $player }>, o anfitrião tirou você do lobby da partida `{ $game }`.
rematch-button = Revanche
rematch-opened = Você abriu a revanche `{ $game }` em <#{ $thread }>: ela começa quando todos os jogadores desta partida tiverem clicado em Revanche.
rematch-joined = Você entrou na revanche `{ $game }` em <#{ $thread }>: ela começa quando todos estiverem dentro.
rematch-started = A revanche `{ $game }` começou em <#{ $thread }>.
# Reservas de tempo e horário de silêncio (issue 46).
bank-options = reserva de tempo { $duration }
bank-left = { $hours } h { $minutes } min
bank-seat = { $name }: { $left }
bank-seat-running = { $name }: { $left }, em uso, acaba { $at }
bank-status = Reservas de tempo restantes: { $banks }
settings-quiet-now = Horário de silêncio: { $window } ({ $zone }): nele nenhum prazo vence e nenhum lembrete é enviado.
settings-quiet-off = Horário de silêncio: desligado
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = Ainda não há horas de silêncio para mover: informe também a janela, por ex. `{ slash-settings.quiet }:23:00-07:00`.
