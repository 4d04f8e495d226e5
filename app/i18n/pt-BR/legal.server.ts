import type { LegalMessages } from "~/i18n/en/legal.server";
import type { Translation } from "~/i18n/types";

/**
 * Português do Brasil: os avisos que uma clínica precisa publicar e os rótulos
 * comuns das páginas legais. Marcações como no inglês (en/legal.server.ts).
 */

const ocrPortal =
  "[Portal de Reclamações do Escritório de Direitos Civis](https://ocrportal.hhs.gov/ocr/portal/lobby.jsf) (em inglês)";
const ocrPhones = "[1-800-368-1019](tel:+18003681019), [800-537-7697](tel:+18005377697) (TDD)";
const ocrMail =
  "U.S. Department of Health and Human Services, 200 Independence Avenue, SW, Room 509F, HHH Building, Washington, D.C. 20201";

export const legal: Translation<LegalMessages> = {
  placeholder: {
    label: "Texto provisório",
    text: "Este texto foi escrito para o nosso site de demonstração e não foi revisado por um advogado. O advogado da clínica vai substituí-lo antes do lançamento; os itens destacados entre [colchetes] ainda precisam ser preenchidos.",
  },
  updated: "Última atualização: {date}",
  contents: "Nesta página",
  privacyPatients:
    "Esta política trata do que você nos envia por este site. Como usamos e protegemos as informações de saúde do seu prontuário está explicado no nosso [Aviso de Práticas de Privacidade](/notice-of-privacy-practices).",
  languageAssistance: {
    taglinesHeading: "Assistência linguística gratuita no seu idioma",
    taglinesLead:
      "Procure o seu idioma abaixo. Cada mensagem informa que a ajuda com o idioma é gratuita e como ligar para nós.",
    names: {
      es: "Espanhol",
      ht: "Crioulo haitiano",
      vi: "Vietnamita",
      pt: "Português",
      zh: "Chinês (tradicional)",
      fr: "Francês",
      tl: "Tagalo",
      ru: "Russo",
      ar: "Árabe",
      it: "Italiano",
      de: "Alemão",
      ko: "Coreano",
      pl: "Polonês",
      gu: "Guzerate",
      th: "Tailandês",
    },
  },
  pages: {
    nondiscrimination: [
      {
        id: "our-commitment",
        heading: "Nosso compromisso",
        blocks: [
          "A {clinic} cumpre as leis federais de direitos civis aplicáveis e não discrimina ninguém por raça, cor, nacionalidade, idade, deficiência ou sexo. A {clinic} não exclui pessoas nem as trata de forma diferente por causa de raça, cor, nacionalidade, idade, deficiência ou sexo.",
        ],
      },
      {
        id: "aids-and-services",
        heading: "Recursos e serviços gratuitos para pessoas com deficiência",
        blocks: [
          "Oferecemos às pessoas com deficiência adaptações razoáveis e recursos e serviços gratuitos para que se comuniquem bem conosco, como:",
          {
            list: [
              "Intérpretes qualificados de língua de sinais",
              "Informações escritas em outros formatos (letras grandes, áudio, formatos eletrônicos acessíveis e outros)",
            ],
          },
        ],
      },
      {
        id: "language-services",
        heading: "Serviços de idioma gratuitos",
        blocks: [
          "Oferecemos serviços de idioma gratuitos às pessoas cuja língua principal não é o inglês, como:",
          {
            list: ["Intérpretes qualificados", "Informações escritas em outros idiomas"],
          },
          "A nossa página de [Assistência Linguística](/language-assistance) explica em 15 idiomas como pedir essa ajuda.",
        ],
      },
      {
        id: "how-to-ask",
        heading: "Como pedir esses serviços",
        blocks: [
          "Se você precisar de adaptações razoáveis, recursos e serviços ou serviços de idioma, fale com o nosso Coordenador da Seção 1557, [nome do Coordenador da Seção 1557], pelo telefone {phone} ou pelo e-mail {email}. Você também pode pedir na nossa recepção.",
        ],
      },
      {
        id: "grievances",
        heading: "Como registrar uma reclamação na clínica",
        blocks: [
          "Se você acredita que a {clinic} deixou de oferecer esses serviços ou discriminou você de outra forma por raça, cor, nacionalidade, idade, deficiência ou sexo, pode registrar uma reclamação com:",
          {
            list: [
              "[Nome do Coordenador da Seção 1557], Coordenador da Seção 1557",
              "Endereço: {address}",
              "Telefone: {phone} (usuários de TTY: disquem 711)",
              "E-mail: {email}",
            ],
          },
          "Você pode registrar a reclamação pessoalmente, por carta ou por e-mail. Se precisar de ajuda para isso, o nosso Coordenador da Seção 1557 está à disposição para ajudar.",
        ],
      },
      {
        id: "complaints",
        heading: "Como registrar uma queixa no governo federal",
        blocks: [
          "Você também pode registrar uma queixa de violação de direitos civis no Departamento de Saúde e Serviços Humanos dos EUA (HHS), Escritório de Direitos Civis:",
          {
            list: [
              `Pela internet: no ${ocrPortal}`,
              `Por carta: ${ocrMail}`,
              `Por telefone: ${ocrPhones}`,
            ],
          },
          "Os formulários de queixa estão disponíveis em [hhs.gov/ocr/complaints](https://www.hhs.gov/ocr/complaints/index.html) (em inglês).",
        ],
      },
    ],
    languageAssistance: [
      {
        id: "free-language-help",
        heading: "Ajuda gratuita no seu idioma",
        blocks: [
          "Se o inglês não é a sua primeira língua, você pode receber ajuda sem nenhum custo: um intérprete qualificado, presencialmente ou por telefone, durante a sua consulta, e documentos importantes explicados no seu idioma.",
          "Nossa equipe fala inglês, espanhol e português. Para qualquer outro idioma, providenciamos um intérprete qualificado para você.",
          "Ligue para {phone} ou diga na recepção qual idioma você fala. Você não precisa trazer um parente ou amigo para traduzir.",
          "Pessoas com deficiência também podem pedir recursos e serviços gratuitos; veja o nosso [Aviso de Não Discriminação](/nondiscrimination).",
        ],
      },
    ],
    privacyPractices: [
      {
        id: "about-this-notice",
        heading: "Sobre este aviso",
        blocks: [
          "**Este aviso explica como as suas informações médicas podem ser usadas e divulgadas e como você pode ter acesso a elas. Leia com atenção.**",
          "A {clinic} é obrigada por lei a proteger a privacidade das suas informações de saúde e a entregar a você este aviso sobre os nossos deveres legais e práticas de privacidade.",
          "As mensagens que você envia pelos formulários deste site não fazem parte do seu prontuário; por favor, não envie detalhes médicos por eles. A nossa [Política de Privacidade](/privacy) explica como tratamos essas mensagens.",
        ],
      },
      {
        id: "how-we-use",
        heading: "Como podemos usar e divulgar as suas informações de saúde",
        blocks: [
          "Normalmente usamos ou compartilhamos as suas informações de saúde das seguintes formas:",
          {
            list: [
              "**Para tratar você.** Podemos usar as suas informações de saúde e compartilhá-las com outros profissionais que cuidam de você. Por exemplo, um médico que trata uma lesão sua pode perguntar a outro médico sobre o seu estado de saúde geral.",
              "**Para administrar a clínica.** Podemos usar e compartilhar as suas informações de saúde para administrar a clínica, melhorar o seu atendimento e entrar em contato com você quando necessário.",
              "**Para cobrar pelos serviços.** Podemos usar e compartilhar as suas informações de saúde para cobrar e receber pagamento de planos de saúde ou de outras entidades.",
            ],
          },
          "A lei permite ou exige que compartilhemos as suas informações de outras formas, geralmente em benefício da sociedade, como em saúde pública e pesquisa. Antes disso, precisamos cumprir várias condições previstas em lei:",
          {
            list: [
              "Ajudar em questões de saúde e segurança pública, como prevenir doenças, comunicar reações a medicamentos, comunicar suspeitas de abuso, negligência ou violência doméstica e evitar uma ameaça grave à saúde ou à segurança de alguém",
              "Fazer pesquisas",
              "Cumprir a lei, inclusive quando o Departamento de Saúde e Serviços Humanos pedir para verificar se cumprimos a lei federal de privacidade",
              "Atender a pedidos de doação de órgãos e tecidos e trabalhar com um médico-legista ou agente funerário",
              "Atender a pedidos relacionados a acidentes de trabalho, a autoridades policiais e a outros órgãos do governo",
              "Responder a processos e ações judiciais",
            ],
          },
          "Não usaremos nem compartilharemos as suas informações de nenhuma outra forma sem a sua autorização por escrito. Você pode cancelar essa autorização a qualquer momento, por escrito. Nunca vendemos as suas informações nem as usamos para marketing sem a sua autorização por escrito.",
        ],
      },
      {
        id: "your-rights",
        heading: "Seus direitos",
        blocks: [
          "Em relação às suas informações de saúde, você tem o direito de:",
          {
            list: [
              "**Receber uma cópia do seu prontuário**, em papel ou em formato eletrônico. Normalmente entregamos em até 30 dias e podemos cobrar uma taxa razoável, baseada no custo.",
              "**Pedir a correção do seu prontuário** se achar que ele está errado ou incompleto. Podemos recusar, mas explicaremos o motivo por escrito em até 60 dias.",
              "**Pedir comunicações confidenciais**, por exemplo que liguemos para um número específico ou enviemos cartas para outro endereço. Aceitaremos todos os pedidos razoáveis.",
              "**Pedir que limitemos o que usamos ou compartilhamos.** Não somos obrigados a concordar. Se você pagar um serviço integralmente do próprio bolso, pode pedir que não compartilhemos essa informação com o seu plano de saúde, e concordaremos, a menos que uma lei nos obrigue a compartilhá-la.",
              "**Receber uma lista de com quem compartilhamos as suas informações** nos seis anos anteriores ao pedido, e por quê. Uma lista por ano é gratuita.",
              "**Receber uma cópia deste aviso em papel** a qualquer momento, mesmo que tenha concordado em recebê-lo em formato eletrônico.",
              "**Escolher alguém para agir em seu nome**, como uma pessoa com a sua procuração para assuntos médicos ou o seu tutor legal.",
              "**Registrar uma reclamação** se achar que os seus direitos foram violados (veja Reclamações abaixo).",
            ],
          },
          "Para algumas informações, você também pode nos dizer o que prefere: se podemos compartilhar informações com a sua família, amigos próximos ou outras pessoas envolvidas no seu cuidado, ou em uma situação de socorro em desastres. Se você não puder nos dizer, por exemplo se estiver inconsciente, podemos compartilhar as suas informações se acreditarmos que é o melhor para você.",
        ],
      },
      {
        id: "our-duties",
        heading: "Nossos deveres",
        blocks: [
          {
            list: [
              "A lei nos obriga a manter a privacidade e a segurança das suas informações de saúde protegidas.",
              "Avisaremos você prontamente se ocorrer uma violação que possa ter comprometido a privacidade ou a segurança das suas informações.",
              "Devemos seguir os deveres e as práticas de privacidade descritos neste aviso e entregar uma cópia dele a você.",
            ],
          },
          "Podemos mudar os termos deste aviso, e as mudanças valerão para todas as informações que temos sobre você. O novo aviso estará disponível mediante pedido, na clínica e neste site.",
        ],
      },
      {
        id: "complaints",
        heading: "Reclamações",
        blocks: [
          "Se você acredita que violamos os seus direitos de privacidade, pode reclamar com o nosso Responsável pela Privacidade, [nome do Responsável pela Privacidade], pelo telefone {phone}, pelo e-mail {email} ou por carta para {address}.",
          `Você também pode registrar uma queixa no Departamento de Saúde e Serviços Humanos dos EUA, Escritório de Direitos Civis, pela internet no ${ocrPortal}, por telefone em ${ocrPhones} ou por carta para ${ocrMail}.`,
          "Não haverá nenhuma retaliação contra você por registrar uma reclamação.",
        ],
      },
      {
        id: "contact",
        heading: "Contato",
        blocks: [
          "Para dúvidas sobre este aviso ou para exercer os seus direitos, fale com o nosso Responsável pela Privacidade, [nome do Responsável pela Privacidade]: telefone {phone}, e-mail {email}, endereço {address}.",
        ],
      },
      {
        id: "effective-date",
        heading: "Data de vigência",
        blocks: ["Este aviso entra em vigor em [data de vigência]."],
      },
    ],
    accessibility: [
      {
        id: "our-commitment",
        heading: "Nosso compromisso",
        blocks: [
          "A {clinic} quer que todas as pessoas, inclusive as pessoas com deficiência, consigam usar este site. Nosso objetivo é atender às Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.1 no nível AA, o padrão que o Departamento de Saúde e Serviços Humanos dos EUA definiu para sites da área da saúde na sua regra sobre a Seção 504 da Lei de Reabilitação.",
        ],
      },
      {
        id: "what-we-did",
        heading: "O que já fizemos",
        blocks: [
          {
            list: [
              "Todas as páginas podem ser usadas só com o teclado, e você sempre consegue ver onde está na página.",
              "Cada página tem um título principal, títulos em uma ordem lógica e regiões bem marcadas, para que os leitores de tela naveguem com facilidade.",
              "As imagens têm descrições em texto; as imagens apenas decorativas ficam ocultas para os leitores de tela.",
              "Textos e botões têm contraste de cor suficiente, e as páginas funcionam em telas pequenas e com zoom.",
              "Os formulários têm rótulos visíveis, explicam os erros com palavras e funcionam mesmo sem JavaScript.",
              "Todas as páginas estão disponíveis em inglês, português e espanhol e informam aos leitores de tela em que idioma estão.",
              "Verificamos as páginas com testes automáticos de acessibilidade e manualmente, com o teclado.",
            ],
          },
        ],
      },
      {
        id: "known-limitations",
        heading: "Limitações conhecidas",
        blocks: [
          "No momento, não conhecemos nenhuma barreira neste site. [Limitações conhecidas, se houver, depois da revisão de acessibilidade da clínica.]",
          "Algumas ferramentas são de outras empresas e só carregam quando você pede: mapas, vídeos, a ferramenta de agendamento e o formulário de adesão ao plano. Se alguma delas for difícil de usar, ligue para nós e ajudaremos você diretamente.",
        ],
      },
      {
        id: "report-a-barrier",
        heading: "Relate uma barreira",
        blocks: [
          "Se algo neste site for difícil de usar, conte para nós qual página e o que aconteceu. Responderemos em até 2 dias úteis.",
          {
            list: [
              "Telefone: {phone} (usuários de TTY: disquem 711)",
              "E-mail: {email}",
              "Nosso [formulário de contato](/contact)",
            ],
          },
        ],
      },
      {
        id: "alternative-formats",
        heading: "Formatos alternativos",
        blocks: [
          "Podemos fornecer qualquer informação deste site em outro formato, sem custo, como letras grandes, um documento eletrônico acessível ou leitura em voz alta por telefone. É só pedir por telefone ou e-mail.",
        ],
      },
      {
        id: "other-options",
        heading: "Outras opções",
        blocks: [
          "Você também pode registrar uma queixa no Departamento de Saúde e Serviços Humanos dos EUA, Escritório de Direitos Civis; o nosso [Aviso de Não Discriminação](/nondiscrimination) explica como.",
        ],
      },
    ],
  },
};
