import { hashAtTestCost } from '#server/auth/password';

// The integration suites register and sign in hundreds of times: each password is hashed at the
// tests' cost (ADR 0036). The production cost is src/server/auth/password.test.ts's to check.
hashAtTestCost();
