import type { BlogMessages } from "~/i18n/en/blog.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: o blog Dicas de Saúde (/health-tips), os artigos e a newsletter. */
export const blog: Translation<BlogMessages> = {
  list: {
    loading: "Carregando artigos",
    empty: "Ainda não há artigos. Volte em breve para ver novas dicas de saúde.",
    featured: "Artigo em destaque",
    readArticle: "Ler artigo",
    readArticleAbout: "Ler artigo: {title}",
    readMore: "Leia mais",
    readMoreAbout: "Leia mais: {title}",
    latest: "Artigos recentes",
    categoriesLabel: "Categorias de artigos",
    all: "Todos",
    countOne: "1 artigo",
    countOther: "{count} artigos",
    untranslated:
      "Este artigo ainda não está disponível em português. Veja nossas outras dicas de saúde.",
    byAuthor: "Por {author}",
    pagesLabel: "Páginas de artigos",
    pageMissing: "Não há artigos nesta página.",
    firstPage: "Ir para a primeira página",
  },
  categories: {
    general: "Geral",
    prevention: "Prevenção",
    nutrition: "Nutrição",
    fitness: "Atividade física",
    wellness: "Bem-estar",
    "mental-health": "Saúde mental",
    "chronic-conditions": "Doenças crônicas",
    "womens-health": "Saúde da mulher",
    "mens-health": "Saúde do homem",
    "family-health": "Saúde da família",
    "senior-health": "Saúde do idoso",
  },
  article: {
    back: "Voltar para Dicas de Saúde",
    byAuthor: "Por {author}",
    notFoundTitle: "Artigo não encontrado",
    notFoundText: "O artigo que você procura não existe ou não está mais disponível.",
    preview: {
      draft: "Pré-visualização: este artigo é um rascunho. Os visitantes não o veem.",
      scheduled:
        "Pré-visualização: este artigo está agendado para {date}. Os visitantes ainda não o veem.",
      published: "Pré-visualização: este artigo está publicado.",
      ended: "Pré-visualização: este artigo não está mais publicado. Os visitantes não o veem.",
      expires: "Este link de pré-visualização funciona até {date}.",
    },
    cta: {
      title: "Tem alguma dúvida sobre a sua saúde?",
      text: "Nossa equipe está aqui para ajudar. Venha sem hora marcada {openDays} ou mande uma mensagem.",
      button: "Fale conosco",
    },
  },
  newsletter: {
    title: "Receba nossas dicas de saúde",
    text: "Assine a nossa newsletter e receba as dicas de saúde e bem-estar mais recentes da nossa equipe médica.",
    emailLabel: "E-mail",
    placeholder: "Digite seu e-mail",
    submit: "Assinar",
    sending: "Assinando...",
    note: "Usamos o seu e-mail apenas para enviar a nossa newsletter.",
    success: {
      title: "Confira o seu e-mail",
      text: "Enviamos um e-mail com um link. Abra e confirme para começar a receber as nossas dicas de saúde.",
    },
    already: {
      title: "Você já é assinante",
      text: "Este e-mail já está na nossa lista. Obrigado por nos acompanhar!",
    },
    failure: {
      title: "Não conseguimos concluir a sua assinatura",
      text: "Algo deu errado do nosso lado. Tente novamente em alguns minutos.",
    },
    rateLimited: {
      title: "Muitas tentativas",
      text: "Aguarde {minutes} minutos e tente novamente.",
    },
    errors: {
      required: "Digite o seu e-mail.",
      invalidEmail: "Digite um e-mail válido.",
      tooLong: "Este e-mail é longo demais.",
    },
  },
  newsletterEmail: {
    subject: "Boas-vindas às dicas de saúde da {name}",
    text: "Olá!\n\nObrigado por assinar a newsletter da {name}. Nossa equipe médica vai enviar dicas práticas de saúde e novidades da clínica, no máximo algumas vezes por mês.\n\nSe você não pediu isso, é só ignorar esta mensagem e responder avisando; vamos remover o seu endereço.\n\n{name}",
  },
  newsletterConfirmationEmail: {
    subject: "Confirme a sua assinatura das dicas de saúde da {name}",
    text: 'Olá!\n\nAlguém, esperamos que você, pediu para receber a newsletter da {name} neste endereço. Para confirmar, abra este link e toque em "Confirmar assinatura":\n\n{confirmUrl}\n\nO link vale por {days} dias. Se você não pediu isso, é só ignorar esta mensagem: não vamos escrever de novo, e o seu endereço é apagado quando o link expirar.\n\n{name}',
  },
  newsletterEmailFooter:
    "Para não receber mais os nossos e-mails, cancele a assinatura aqui:\n{unsubscribeUrl}",
  newsletterConfirm: {
    title: "Confirme a sua assinatura",
    description: "Confirme que você quer receber a newsletter Dicas de Saúde.",
    text: "Toque no botão para confirmar que você quer receber as nossas dicas de saúde por e-mail.",
    submit: "Confirmar assinatura",
    sending: "Confirmando...",
    confirmedTitle: "Assinatura confirmada",
    confirmedText: "Obrigado! As próximas dicas de saúde vão chegar na sua caixa de entrada.",
    alreadyTitle: "Você já é assinante",
    alreadyText: "Este endereço já foi confirmado. Obrigado por nos acompanhar!",
    invalidTitle: "Este link não funciona",
    invalidText:
      "Ele pode ter expirado (um link vale por {days} dias) ou ter sido copiado pela metade. Assine de novo e enviaremos um link novo.",
    failureText: "Algo deu errado do nosso lado. Tente novamente em alguns minutos.",
    subscribeAgain: "Assinar de novo",
  },
  newsletterUnsubscribe: {
    title: "Cancelar a assinatura da newsletter",
    description: "Pare de receber a newsletter Dicas de Saúde.",
    text: "Toque no botão e deixaremos de enviar as nossas dicas de saúde e apagaremos o seu endereço.",
    submit: "Cancelar assinatura",
    sending: "Cancelando...",
    doneTitle: "Assinatura cancelada",
    doneText: "Apagamos o seu endereço e não enviaremos mais a nossa newsletter.",
    invalidTitle: "Este link não funciona",
    invalidText:
      "Ele pode ter sido copiado pela metade. Abra de novo o link de um dos nossos e-mails, ou responda a esse e-mail e removeremos o seu endereço.",
    failureText: "Algo deu errado do nosso lado. Tente novamente em alguns minutos.",
    subscribeAgain: "Assinar de novo",
  },
};
