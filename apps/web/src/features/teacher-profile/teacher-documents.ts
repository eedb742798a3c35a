import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export const TEACHER = graphql(`
  query Teacher($uid: String!) {
    teacher(uid: $uid) {
      id uid firstName lastName photo aboutMe country gender languages { language fluency }
      rating { count average }
      reviews { id stars text author createdAt }
      levelsTaught
      bookableClasses { uid startDate endDate type availableSeats lesson { id title } module { id name } }
    }
  }
`);
export type TeacherPage = ResultOf<typeof TEACHER>['teacher'];
