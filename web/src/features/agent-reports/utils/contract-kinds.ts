import type { Schemas } from '@/types/api';

/** The four contract kinds (contract section 13) and the relay that reads and acts on each. */
export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const satisfies readonly Schemas['Contract']['kind'][];
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_RELAYS: Record<ContractKind, string> = {
  dividend: 'MCSFE_processContractDividend',
  daily_salary: 'MCSFE_processDailySalaryContract',
  hourly_salary: 'MCSFE_processContractHourSalary',
  realtime_salary: 'MCSFE_processRealTimeSalaryContract',
};

/** Periods an upline may choose: only a dividend has a choice (D day, W week, H half month, M month). */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const satisfies readonly NonNullable<Schemas['ContractRequest']['period']>[];
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
