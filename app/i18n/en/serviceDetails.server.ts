/**
 * English source: the words around the service detail pages (/services/{id}). Each page's own
 * texts, price and FAQs are rows staff edit (Service Pages, /admin/services; service_details).
 */
export const serviceDetails = {
  labels: {
    price: "Price",
    benefits: "Benefits",
    faqs: "Frequently Asked Questions",
    otherServices: "Other Services",
    learnMore: "Learn more",
    schedule: "Schedule a Visit",
    contact: "Contact Us",
    backToServices: "Back to Services",
    /** The membership's price while no plan is shown. */
    priceOnRequest: "Ask us about our plans",
    /** The membership's price line: its plans' lowest monthly price. */
    membershipPrice: "Starting at {amount}/month",
    /** A service's price between two amounts (Service Pages in the portal). */
    priceRange: "{from} - {to}",
    /** A service's price with no upper bound. */
    priceFrom: "Starting at {from}",
    /** A service without a price. */
    priceAsk: "Ask us about the price",
  },
};

export type ServiceDetailsMessages = typeof serviceDetails;
