import type { LabTestsMessages } from "~/i18n/en/labTests.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página de exames laboratoriais (/lab-tests). Os nomes dos exames ficam em inglês. */
export const labTests: Translation<LabTestsMessages> = {
  sampleNotice: {
    title: "Tabela de preços de exemplo",
    text: "Os exames e preços abaixo são exemplos para este site de demonstração. A clínica os substitui pela sua tabela atual; nossa recepção confirma o preço final antes do seu exame.",
  },
  search: {
    heading: "Encontre seus exames",
    label: "Pesquisar exames",
    placeholder: "Pesquise exames pelo nome...",
    hint: "Digite o nome ou o código do exame. Os nomes dos exames estão em inglês, como no laboratório.",
    submit: "Pesquisar",
    clear: "Limpar a pesquisa",
    resultCount: "Mostrando {from}–{to} de {count} exames",
    pagesLabel: "Páginas de exames",
    noResults: "Nenhum exame encontrado com esses critérios de pesquisa.",
  },
  table: {
    caption: "Tabela de preços de exames laboratoriais",
    select: "Selecionar",
    name: "Nome do exame",
    code: "Código",
    price: "Preço",
  },
  callForPricing: "Preço sob consulta",
  selection: {
    heading: "Exames selecionados",
    count: "({count})",
    hint: "Marque na lista os exames de que você precisa e toque em Comprar agora para enviá-los pelo WhatsApp.",
    remove: "Remover {name}",
    total: "Total",
    callForPricingNote: "Alguns dos exames selecionados têm preço sob consulta.",
    buyNow: "Comprar agora",
    buyNowHint:
      "Comprar agora abre o WhatsApp com a sua lista para que nossa equipe confirme preços, preparo e um horário para a coleta.",
    buyNowEmpty: "Selecione pelo menos um exame para fazer o pedido.",
  },
  order: {
    greeting: "Olá! Gostaria de pedir os seguintes exames:",
    line: "{index}. {name} (código {code}) - {price}",
    callForPricing: "preço sob consulta",
    total: "Total: {total}",
    callForPricingNote: "Alguns desses exames têm preço sob consulta.",
  },
  orderReady: {
    heading: "Seu pedido está pronto para enviar",
    text: "Toque no botão para abrir o WhatsApp com esta mensagem. Nossa equipe vai confirmar os preços, o preparo e um horário para a sua coleta.",
    send: "Enviar pelo WhatsApp",
  },
  info: {
    heading: "Exames laboratoriais sem complicação",
    subtitle:
      "A maioria das coletas é feita aqui mesmo na clínica, com preços claros antes de começar.",
    blocks: [
      {
        title: "Resultados rápidos",
        text: "A maioria dos resultados fica pronta em 24 a 48 horas, e avisamos você assim que chegam.",
      },
      {
        title: "Laboratórios certificados",
        text: "Suas amostras são analisadas por laboratórios com certificação CLIA, que seguem os padrões federais de qualidade dos Estados Unidos.",
      },
      {
        title: "Preços competitivos",
        text: "Preços claros para pagamento particular, sem surpresas, e membros VIP economizam ainda mais nos exames.",
      },
    ],
  },
  cta: {
    title: "Não sabe quais exames fazer?",
    text: "Conte para nós o que você procura e nossa equipe ajuda você a escolher os exames certos.",
    button: "Fale Conosco",
  },
};
