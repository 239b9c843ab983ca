import { GamePage } from '@/features/games/components/lobby/game-page';

export default function GameRoute() {
  return <GamePage />;
}
