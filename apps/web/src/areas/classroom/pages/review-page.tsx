import { ReviewScreen } from '../../../features/classroom/review/review-screen.tsx';

export function ReviewPage() {
  return <ReviewScreen />;
}
