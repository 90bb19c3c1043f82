// The package ships no types (its "types" entry points at a missing file): the part we use.
declare module '@pactflow/swagger-mock-validator' {
  export type ValidationResult = {
    code: string;
    message: string;
    source: string;
    type: 'error' | 'warning';
    mockDetails?: { interactionDescription?: string | null; location: string; value?: unknown };
    specDetails?: { location: string; pathMethod?: string | null; pathName?: string | null };
  };
  export type ValidationOutcome = {
    success: boolean;
    failureReason?: string;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  };
  export const SwaggerMockValidatorFactory: {
    create(auth?: string): {
      validate(options: {
        specPathOrUrl: string;
        mockPathOrUrl: string;
        providerName?: string;
        additionalPropertiesInResponse?: string;
        requiredPropertiesInResponse?: string;
      }): Promise<ValidationOutcome>;
    };
  };
}
