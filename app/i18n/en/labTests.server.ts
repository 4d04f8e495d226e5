/** English source: the lab tests page (/lab-tests). Test names are not translated (they are lab names). */
export const labTests = {
  sampleNotice: {
    title: "Sample price list",
    text: "The tests and prices below are examples for this demo site. The clinic replaces them with its current price list; our front desk confirms the final price before your test.",
  },
  search: {
    heading: "Find your tests",
    label: "Search lab tests",
    placeholder: "Search tests by name...",
    hint: "Type a test name or a test code.",
    submit: "Search",
    clear: "Clear the search",
    resultCount: "Showing {from}–{to} of {count} tests",
    pagesLabel: "Pages of lab tests",
    noResults: "No tests found matching your search criteria.",
  },
  table: {
    caption: "Lab test price list",
    select: "Select",
    name: "Test Name",
    code: "Test Code",
    price: "Price",
  },
  callForPricing: "Call for pricing",
  selection: {
    heading: "Selected Tests",
    /** After the heading: "Selected Tests (2)". */
    count: "({count})",
    hint: "Tick the tests you need in the list, then press Buy Now to send them to us on WhatsApp.",
    remove: "Remove {name}",
    total: "Total",
    callForPricingNote: "Some of the selected tests require calling for pricing.",
    buyNow: "Buy Now",
    buyNowHint:
      "Buy Now opens WhatsApp with your list so our team can confirm prices, preparation and a time for your collection.",
    buyNowEmpty: "Select at least one test to order.",
  },
  order: {
    greeting: "Hello! I would like to order the following lab tests:",
    line: "{index}. {name} (code {code}) - {price}",
    callForPricing: "call for pricing",
    total: "Total: {total}",
    callForPricingNote: "Some of these tests require calling for pricing.",
  },
  /** The page Buy Now opens before JavaScript runs: the message, then the way to send it. */
  orderReady: {
    heading: "Your order is ready to send",
    text: "Press the button to open WhatsApp with this message. Our team will confirm prices, preparation and a time for your collection.",
    send: "Send on WhatsApp",
  },
  info: {
    heading: "Lab testing made simple",
    subtitle:
      "Most samples are collected right here at the clinic, with clear prices before you start.",
    blocks: [
      {
        title: "Fast Results",
        text: "Most results are ready within 24-48 hours, and we let you know as soon as they arrive.",
      },
      {
        title: "Certified Labs",
        text: "Your samples are processed by CLIA-certified laboratories that meet federal quality standards.",
      },
      {
        title: "Competitive Pricing",
        text: "Clear cash prices with no surprises, and VIP members save even more on exams.",
      },
    ],
  },
  cta: {
    title: "Not sure which tests you need?",
    text: "Tell us what you are looking for and our team will help you choose the right tests.",
    button: "Contact Us",
  },
};

export type LabTestsMessages = typeof labTests;
