// The browser project's view of node-forge, for the same reason as csv-parse-browser-sync.d.ts: @types/node-forge
// references Node's types. Only what src/api/auth/rsa.ts uses to encrypt a password.
declare namespace forge {
  namespace jsbn {
    class BigInteger {
      static ONE: BigInteger;
      constructor(wert: string, basis: number);
      bitLength(): number;
      testBit(n: number): boolean;
      compareTo(andere: BigInteger): number;
    }
  }
  namespace pki {
    interface PublicKey {
      encrypt(bytes: string, schema: 'RSAES-PKCS1-V1_5'): string;
    }
    function setRsaPublicKey(n: jsbn.BigInteger, e: jsbn.BigInteger): PublicKey;
  }
  namespace util {
    function encodeUtf8(text: string): string;
    function encode64(bytes: string, maxline?: number): string;
  }
}

export = forge;
