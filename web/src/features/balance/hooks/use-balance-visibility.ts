import { useState } from 'react';
import { STORAGE_KEYS } from '@/config/constants';
import { readLocal, writeLocal } from '@/lib/storage';

/** Whether the balance is masked as ***, remembered across visits. */
export function useBalanceVisibility(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => readLocal(STORAGE_KEYS.balanceHidden) === '1');
  const toggle = () =>
    setHidden((value) => {
      writeLocal(STORAGE_KEYS.balanceHidden, value ? null : '1');
      return !value;
    });
  return [hidden, toggle];
}
