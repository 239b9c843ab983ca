import 'i18next';
import type agentReports from '@/locales/en/agentReports.json';
import type agent from '@/locales/en/agent.json';
import type announcements from '@/locales/en/announcements.json';
import type auth from '@/locales/en/auth.json';
import type chat from '@/locales/en/chat.json';
import type common from '@/locales/en/common.json';
import type download from '@/locales/en/download.json';
import type errors from '@/locales/en/errors.json';
import type feedback from '@/locales/en/feedback.json';
import type games from '@/locales/en/games.json';
import type help from '@/locales/en/help.json';
import type home from '@/locales/en/home.json';
import type join from '@/locales/en/join.json';
import type lottery from '@/locales/en/lottery.json';
import type member from '@/locales/en/member.json';
import type messages from '@/locales/en/messages.json';
import type points from '@/locales/en/points.json';
import type promotions from '@/locales/en/promotions.json';
import type ranks from '@/locales/en/ranks.json';
import type referral from '@/locales/en/referral.json';
import type register from '@/locales/en/register.json';
import type rewards from '@/locales/en/rewards.json';
import type seamless from '@/locales/en/seamless.json';
import type shell from '@/locales/en/shell.json';
import type statements from '@/locales/en/statements.json';
import type system from '@/locales/en/system.json';
import type transactions from '@/locales/en/transactions.json';
import type wallet from '@/locales/en/wallet.json';
import type winners from '@/locales/en/winners.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: {
      agent: typeof agent;
      agentReports: typeof agentReports;
      announcements: typeof announcements;
      auth: typeof auth;
      chat: typeof chat;
      common: typeof common;
      download: typeof download;
      errors: typeof errors;
      feedback: typeof feedback;
      games: typeof games;
      help: typeof help;
      home: typeof home;
      join: typeof join;
      lottery: typeof lottery;
      member: typeof member;
      messages: typeof messages;
      points: typeof points;
      promotions: typeof promotions;
      ranks: typeof ranks;
      referral: typeof referral;
      register: typeof register;
      rewards: typeof rewards;
      seamless: typeof seamless;
      shell: typeof shell;
      statements: typeof statements;
      system: typeof system;
      transactions: typeof transactions;
      wallet: typeof wallet;
      winners: typeof winners;
    };
  }
}
