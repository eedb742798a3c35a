/** How people see each other in classes, logs and profiles: "Maria K." (first name and initial). */
export function shortName(firstName: string, lastName: string): string {
  return lastName ? `${firstName} ${lastName.charAt(0)}.` : firstName;
}
