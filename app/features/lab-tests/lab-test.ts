/**
 * One test of the lab price list shown on /lab-tests.
 *
 * - name: the laboratory's name of the test; kept in English in both languages.
 * - code: the test code, numeric text, unique.
 * - price: display text such as "$35.00" or "$1,250.00"; an empty string (or
 *   any text that is not a dollar amount) means "call for pricing".
 */
export type LabTest = {
  name: string;
  code: string;
  price: string;
};
