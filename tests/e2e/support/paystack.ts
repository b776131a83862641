/** The test secret shared by the e2e shop and its fake Paystack. */
export const E2E_PAYSTACK_SECRET = "sk_test_bay_e2e_secret";
