import 'i18next';
import type agentReports from '@/locales/en/agentReports.json';
import type agent from '@/locales/en/agent.json';
import type auth from '@/locales/en/auth.json';
import type common from '@/locales/en/common.json';
import type errors from '@/locales/en/errors.json';
import type games from '@/locales/en/games.json';
import type help from '@/locales/en/help.json';
import type home from '@/locales/en/home.json';
import type lottery from '@/locales/en/lottery.json';
import type member from '@/locales/en/member.json';
import type register from '@/locales/en/register.json';
import type shell from '@/locales/en/shell.json';
import type statements from '@/locales/en/statements.json';
import type system from '@/locales/en/system.json';
import type transactions from '@/locales/en/transactions.json';
import type wallet from '@/locales/en/wallet.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: {
      agent: typeof agent;
      agentReports: typeof agentReports;
      auth: typeof auth;
      common: typeof common;
      errors: typeof errors;
      games: typeof games;
      help: typeof help;
      home: typeof home;
      lottery: typeof lottery;
      member: typeof member;
      register: typeof register;
      shell: typeof shell;
      statements: typeof statements;
      system: typeof system;
      transactions: typeof transactions;
      wallet: typeof wallet;
    };
  }
}
