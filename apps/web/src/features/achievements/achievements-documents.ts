import { graphql } from '../../shared/graphql/graphql.ts';

// Attendance achievements (issue 18, decision 086).

export const ATTENDANCE_ACHIEVEMENTS = graphql(`
  query AttendanceAchievements {
    attendanceAchievements {
      attendedClasses
      achievements { slug milestone earned earnedAt claimedAt classesLeft }
      next { slug milestone classesLeft }
      latest { slug milestone claimedAt }
    }
  }
`);

export const ACHIEVEMENTS_CARD = graphql(`
  query AchievementsCard {
    attendanceAchievements {
      attendedClasses
      next { slug milestone classesLeft }
      latest { slug milestone claimedAt }
    }
  }
`);

export const CLAIM_ATTENDANCE_ACHIEVEMENT = graphql(`
  mutation ClaimAttendanceAchievement($slug: String!) {
    claimAttendanceAchievement(slug: $slug) { slug milestone earned earnedAt claimedAt classesLeft }
  }
`);

export const YEARLY_SUMMARY = graphql(`
  query YearlySummary($year: Int!) {
    yearlySummary(year: $year) { year classesAttended minutesSpoken teachersMet wordsLearned bestWeekStreak levelsFinished }
  }
`);

export const OFFERED_RECAP_YEAR = graphql(`
  query OfferedRecapYear { offeredRecapYear }
`);
