import { gql } from 'urql';

export interface TeacherData {
  teacher: {
    id: string;
    uid: string;
    firstName: string;
    lastName: string;
    photo: string | null;
    aboutMe: string | null;
    country: string | null;
    gender: string | null;
    languages: Array<{ language: string; fluency: string }>;
  };
}
export const TEACHER = gql<TeacherData, { uid: string }>(`
  query Teacher($uid: String!) {
    teacher(uid: $uid) { id uid firstName lastName photo aboutMe country gender languages { language fluency } }
  }
`);
